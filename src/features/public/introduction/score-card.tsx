import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t } from './strings';

type Band = (typeof t.intro.score.bands)[number]['key'];

// The swatch is decoration; the range and the band's name carry the meaning in text.
const swatch: Record<Band, string> = {
  practicing: 'var(--mantine-primary-color-3)',
  proficient: 'var(--mantine-color-teal-5)',
  challenge: 'var(--mantine-color-orange-5)',
  mastered: 'var(--mantine-color-yellow-5)',
};

/** What the SmartScore «امتیاز هوشمند» means, with its four bands (0–79, 80–89, 90–99, 100). */
export function ScoreCard() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt="xl">
      <Title order={3} size="h4" mb={6}>
        {t.intro.score.title}
      </Title>
      <Text mb="md">{t.intro.score.body}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {t.intro.score.bands.map((band) => (
          <Group component="li" key={band.key} gap="sm" wrap="nowrap">
            <Box w={14} h={40} bg={swatch[band.key]} style={{ borderRadius: 7, flexShrink: 0 }} aria-hidden="true" />
            <Stack gap={0}>
              <Text fw={700}>{band.range}</Text>
              <Text>{band.label}</Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
