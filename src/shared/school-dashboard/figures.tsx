import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  /** Already in Persian digits. */
  value: string;
}

/** Headline figures as a list of value-over-label tiles: up to two a row on a phone, three on wider screens. */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: Math.min(2, figures.length), sm: Math.min(3, figures.length) }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {figures.map((figure) => (
        <Paper component="li" key={figure.label} withBorder radius="md" p="sm" ta="center">
          <Text fw={700} fz="xl">
            {figure.value}
          </Text>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
