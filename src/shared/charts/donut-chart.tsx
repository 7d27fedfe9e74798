import { Box, Stack } from '@mantine/core';
import { ChartLegend } from './chart-legend';
import { formatChartNumber, withUnit } from './format';
import { DonutChart } from './mantine-charts';
import type { DonutCell } from './report-data';

/** Props of RtlDonutChart. */
export interface RtlDonutChartProps {
  /** Slices in order (see donutCellsOf); a zero slice is drawn as nothing but kept in the legend. */
  cells: DonutCell[];
  /** Persian unit after values in the tooltip («پاسخ»). */
  unit?: string;
  /** Text in the hole, e.g. «۷۸٪». */
  centerLabel?: string;
  /** Diameter in px (default 160); thickness of the ring in px (default 24). */
  size?: number;
  thickness?: number;
}

/**
 * A Persian doughnut: Persian digits in the tooltip and the hole, a legend with each slice's
 * name and count in Persian under it (the legend is the readable part; the ring is aria-hidden).
 */
export function RtlDonutChart({ cells, unit, centerLabel, size = 160, thickness = 24 }: RtlDonutChartProps) {
  return (
    <Stack gap="xs" align="center">
      <Box aria-hidden>
        <DonutChart
          data={cells.filter((cell) => cell.value > 0)}
          size={size}
          thickness={thickness}
          chartLabel={centerLabel}
          valueFormatter={withUnit(unit)}
          // From twelve o'clock anticlockwise: the first slice reads from the top towards the left, as Persian does.
          startAngle={90}
          endAngle={450}
          tooltipDataSource="segment"
          tooltipProps={{ wrapperStyle: { direction: 'rtl' } }}
          accessibilityLayer={false}
          // Recharts makes the ring focusable by default; hidden from screen readers, it must not be.
          pieProps={{ rootTabIndex: -1 }}
        />
      </Box>
      <ChartLegend
        entries={cells.map((cell) => ({ label: cell.name, color: cell.color, value: formatChartNumber(cell.value) }))}
      />
    </Stack>
  );
}
