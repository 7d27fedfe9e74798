import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MaintenanceIllustration } from './maintenance-illustration';
import { t } from './strings';

function reloadPage() {
  window.location.reload();
}

/**
 * Shown by the status gate instead of every route while the service status is `maintenance`
 * (README, product rules: constants). «تلاش دوباره» reloads the page, which asks for the status again.
 * `onRetry` exists for stories and tests; the app uses the default.
 */
export function MaintenanceScreen({ onRetry = reloadPage }: { onRetry?: () => void }) {
  useDocumentTitle(t.documentTitle);
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-primary-color-0)" px="md" py="xl">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack align="center" gap="md" maw={440} ta="center">
          <MaintenanceIllustration />
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text size="lg">{t.body}</Text>
          <Text c="dimmed">{t.hint}</Text>
          <Button size="lg" onClick={onRetry} mih={48}>
            {t.retry}
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
