import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** /404 — where every unknown path is sent (README, product rules: pages): a big ۴۰۴, a kind sentence and the way home. */
export function NotFoundScreen() {
  useDocumentTitle(t.documentTitle);
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-primary-color-0)" px="md" py="xl">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack align="center" gap="md" maw={440} ta="center">
          <Text aria-hidden fw={900} lh={1} c="var(--mantine-primary-color-filled)" fz={{ base: 96, sm: 128 }}>
            {t.code}
          </Text>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text size="lg">{t.body}</Text>
          <Button component={Link} to={paths.home} size="lg" mih={48}>
            {t.backHome}
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
