import { Box, Button, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { HeroArt } from './landing-art';
import { t } from './strings';

/** Headline, one paragraph and the two ways in: sign in, or register a pupil. */
export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      bg="var(--mantine-primary-color-0)"
      py={{ base: 40, sm: 64 }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md" justify="center">
            <Text fw={700} c="var(--mantine-primary-color-filled)">
              {t.hero.eyebrow}
            </Text>
            <Title id="landing-title" order={1} fz={{ base: 28, sm: 40 }} lh={1.4}>
              {t.hero.title}
            </Title>
            <Text size="lg">{t.hero.body}</Text>
            <Group gap="sm" mt="xs">
              <Button component={Link} to={paths.auth.register} size="lg">
                {t.hero.register}
              </Button>
              <Button component={Link} to={paths.auth.login} size="lg" variant="outline">
                {t.hero.login}
              </Button>
            </Group>
          </Stack>
          <Center>
            <HeroArt />
          </Center>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
