import { Box, ColorSwatch, getThemeColor, Group, Text, useMantineTheme, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { chartText } from './strings';

/** One legend entry: a colour, its Persian name and, for doughnuts, its value. */
export interface LegendEntry {
  label: string;
  color: MantineColor;
  value?: string;
}

/** The colour key under a chart, in HTML so it reads right to left and wraps on a phone. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  const theme = useMantineTheme();
  return (
    <Group component="ul" aria-label={chartText.legend} gap="md" justify="center" m={0} mt="xs" p={0}>
      {entries.map((entry) => (
        <Group component="li" key={entry.label} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
          <ColorSwatch color={getThemeColor(entry.color, theme)} size={12} withShadow={false} />
          <Text size="sm">
            {entry.label}
            {entry.value !== undefined && (
              <Text span fw={700} ms={6}>
                {entry.value}
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A grid chart's frame: the plot hidden from assistive technology (its figure's caption speaks
 * for it) and, for more than one series, the legend in right-to-left HTML under it.
 */
export function GridPlot({ series, children }: { series: LegendEntry[]; children: ReactNode }) {
  return (
    <div>
      <Box aria-hidden>{children}</Box>
      {series.length > 1 && <ChartLegend entries={series} />}
    </div>
  );
}
