import { GridPlot } from './chart-legend';
import { AreaChart, LineChart } from './mantine-charts';
import { CHART_MARGIN, rtlGridProps, type RtlGridChartProps } from './rtl-grid';

/** Props of RtlLineChart and RtlAreaChart. */
export interface RtlTrendChartProps extends RtlGridChartProps {
  /** Areas stacked on each other (RtlAreaChart only; default false). */
  stacked?: boolean;
}

/**
 * A Persian line chart over time or categories: Persian digits, Jalali dates with `xType="date"`,
 * time running right to left, the value axis on the right; the plot is aria-hidden.
 */
export function RtlLineChart({ height = 240, ...props }: RtlTrendChartProps) {
  const rtl = rtlGridProps(props);
  return (
    <GridPlot series={props.series}>
      <LineChart
        h={height}
        data={props.data}
        dataKey={props.dataKey ?? 'label'}
        series={props.series}
        curveType="monotone"
        lineChartProps={{ margin: CHART_MARGIN }}
        {...rtl}
      />
    </GridPlot>
  );
}

/** RtlLineChart filled below each line; `stacked` piles the series (e.g. minutes per subject). */
export function RtlAreaChart({ height = 240, stacked = false, ...props }: RtlTrendChartProps) {
  const rtl = rtlGridProps(props);
  return (
    <GridPlot series={props.series}>
      <AreaChart
        h={height}
        data={props.data}
        dataKey={props.dataKey ?? 'label'}
        series={props.series}
        type={stacked ? 'stacked' : 'default'}
        curveType="monotone"
        areaChartProps={{ margin: CHART_MARGIN }}
        {...rtl}
      />
    </GridPlot>
  );
}
