import { Box, getThemeColor, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { withUnit } from './format';
import { MatrixChart } from './mantine-charts';
import type { MatrixData } from './report-data';
import { chartText } from './strings';

/** Props of RtlMatrixChart. */
export interface RtlMatrixChartProps extends MatrixData {
  /** Persian unit after values in the tooltip («درصد»). */
  unit?: string;
  /** [min, max] of the colour scale (default: the data's own); e.g. [0, 100] for percentages. */
  domain?: [number, number];
  /** Width of the row names column in px (default 64). */
  rowLabelWidth?: number;
  /** Largest cell side in px (default 56); cells shrink to fit the width, down to 8 px. */
  maxCellSize?: number;
}

const GAP = 3;
/** The colour scale, low to high. */
const SCALE = ['teal.1', 'teal.3', 'teal.5', 'teal.7'];

/**
 * A Persian heatmap (Mantine MatrixChart): rows named on the right, the first column on the
 * right, cells sized to the card's width so a phone never scrolls sideways; the grid is
 * aria-hidden (its figure's summary speaks for it).
 */
export function RtlMatrixChart({
  rows,
  columns,
  values,
  unit,
  domain,
  rowLabelWidth = 64,
  maxCellSize = 56,
}: RtlMatrixChartProps) {
  const { ref, width } = useElementSize();
  const cellSize = Math.max(8, Math.min(maxCellSize, Math.floor((width - rowLabelWidth - 6) / columns.length) - GAP));
  // Small cells (a day's hours on a phone) get small column labels, so neighbours do not touch.
  const fontSize = cellSize < 18 ? 9 : 12;
  // Drawn left to right in an ltr box (svg text anchors follow direction), with columns reversed.
  const xLabels = [...columns].reverse();
  const data = rows.flatMap((row, r) =>
    columns.map((column, c) => ({ x: column, y: row, value: values[r]?.[c] ?? null })),
  );
  const format = withUnit(unit);
  return (
    <Box ref={ref} aria-hidden>
      <Group dir="ltr" gap={6} wrap="nowrap" align="flex-start" justify="flex-end">
        <MatrixChart
          aria-hidden
          data={data}
          xLabels={xLabels}
          yLabels={rows}
          cellSize={cellSize}
          gap={GAP}
          domain={domain}
          colors={SCALE}
          emptyColor="gray.1"
          withXLabels
          xLabelsPosition="top"
          xLabelsRotation={0}
          fontSize={fontSize}
          xLabelsHeight={24}
          withTooltip
          getTooltipLabel={(cell) =>
            chartText.cell(cell.y, cell.x, cell.value === null ? chartText.noValue : format(cell.value))
          }
          tooltipProps={{ style: { direction: 'rtl' } }}
        />
        <Stack gap={GAP} pt={24} w={rowLabelWidth} dir="rtl">
          {rows.map((row) => (
            <Text key={row} data-matrix-row size="xs" h={cellSize} lh={`${cellSize}px`} truncate>
              {row}
            </Text>
          ))}
        </Stack>
      </Group>
      <ScaleLegend />
    </Box>
  );
}

/**
 * «کمتر ▢▢▢▢ بیشتر» in HTML, right to left (low on the right, as the columns run); MatrixChart's
 * own legend is svg, left to right, and wider than a four-column grid.
 */
function ScaleLegend() {
  const theme = useMantineTheme();
  return (
    <Group gap={4} justify="flex-start" mt="xs" dir="rtl" wrap="nowrap">
      <Text size="xs">{chartText.matrixLegend[0]}</Text>
      {SCALE.map((color) => (
        <Box key={color} w={14} h={14} bg={getThemeColor(color, theme)} style={{ borderRadius: 2 }} />
      ))}
      <Text size="xs">{chartText.matrixLegend[1]}</Text>
    </Group>
  );
}
