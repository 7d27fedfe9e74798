import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardSection } from '@/shared/ui/dashboard-section';

/** One card of the school's dashboard: the shared section card, its parts stacked. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DashboardSection title={title}>
      <Stack gap="sm">{children}</Stack>
    </DashboardSection>
  );
}

/** A list without bullets, so screen readers still count its items. */
export function PlainList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export interface Figure {
  label: string;
  /** Already in Persian digits. */
  value: string;
}

/** Headline figures as value-over-label tiles: up to two a row on a phone, three on wider screens. */
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
