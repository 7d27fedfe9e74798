import { Box, Button, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import tile from './hero-tile.svg';
import { HeroArt } from './landing-art';
import { t } from './strings';

// README, product rules: constants — the home page's background tile is drawn at 28 % of the hero's width.
const TILE_SIZE = '28%';

/**
 * The home page's decorative background (README, product rules: pages): school symbols tiled behind the hero. The SVG
 * is only a mask (Vite inlines it, so no request and nothing for the first paint to wait for); the
 * colour is the preset's light primary, so it follows the theme and stays faint behind the text.
 */
function HeroBackground() {
  const mask = `url("${tile}")`;
  return (
    <Box
      aria-hidden
      data-testid="hero-background"
      pos="absolute"
      inset={0}
      style={{
        zIndex: -1,
        // Faint enough that primary-9 text over it keeps 4.5:1 in every preset (axe reads it as solid).
        opacity: 0.4,
        backgroundColor: 'var(--mantine-primary-color-2)',
        maskImage: mask,
        maskSize: TILE_SIZE,
        WebkitMaskImage: mask,
        WebkitMaskSize: TILE_SIZE,
      }}
    />
  );
}

/** Headline, one paragraph and the two ways in: sign in, or register a pupil. */
export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      bg="var(--mantine-primary-color-0)"
      py={{ base: 40, sm: 64 }}
      pos="relative"
      // Its own stacking context, so the background sits above the section's colour and below the text.
      style={{ isolation: 'isolate' }}
    >
      <HeroBackground />
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
