import { GridPlot } from './chart-legend';
import { BarChart } from './mantine-charts';
import { CHART_MARGIN, rtlGridProps, type RtlGridChartProps } from './rtl-grid';

/** Props of RtlBarChart. */
export interface RtlBarChartProps extends RtlGridChartProps {
  /** Series stacked in one bar (default false: side by side). */
  stacked?: boolean;
  /** Bars lying down, categories on the right (long names, e.g. skills); default false. */
  horizontalBars?: boolean;
  /** Width of the category axis when `horizontalBars` (default 120 px). */
  categoryWidth?: number;
}

/**
 * A Persian bar chart: Persian digits on the value axis and in tooltips, the first category on
 * the right, the value axis on the right; the plot is aria-hidden (put it in a ChartFigure or
 * ChartCard with a summary). A legend in Persian follows when there is more than one series.
 */
export function RtlBarChart({
  stacked = false,
  horizontalBars = false,
  categoryWidth = 120,
  height = 240,
  ...props
}: RtlBarChartProps) {
  const rtl = rtlGridProps(props);
  // Lying down, the axes swap roles: x carries the numbers, y (on the right) the categories.
  const axes = horizontalBars
    ? {
        xAxisProps: { reversed: true, allowDecimals: false, tickFormatter: rtl.yAxisProps.tickFormatter },
        yAxisProps: {
          orientation: 'right' as const,
          width: categoryWidth,
          tick: rtl.yAxisProps.tick,
          tickFormatter: rtl.xAxisProps.tickFormatter,
        },
      }
    : { xAxisProps: rtl.xAxisProps, yAxisProps: rtl.yAxisProps };
  return (
    <GridPlot series={props.series}>
      <BarChart
        h={height}
        data={props.data}
        dataKey={props.dataKey ?? 'label'}
        series={props.series}
        type={stacked ? 'stacked' : 'default'}
        orientation={horizontalBars ? 'vertical' : 'horizontal'}
        gridAxis={horizontalBars ? 'y' : 'x'}
        maxBarWidth={36}
        barChartProps={{ margin: CHART_MARGIN }}
        valueFormatter={rtl.valueFormatter}
        tooltipProps={rtl.tooltipProps}
        accessibilityLayer={rtl.accessibilityLayer}
        {...axes}
      />
    </GridPlot>
  );
}
