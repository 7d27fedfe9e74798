import { formatChartNumber, jalaliLabel, jalaliTick, withUnit } from './format';
import type { ChartSeriesDef } from './report-data';

/** Props every RTL grid chart (bars, lines, areas) shares. */
export interface RtlGridChartProps {
  /** Rows, one per x position (see gridDataOf for a ReportSeries). */
  data: Record<string, string | number | null>[];
  /** Key of each row's x value (default 'label'). */
  dataKey?: string;
  series: ChartSeriesDef[];
  /** Persian unit after each value in tooltips («دقیقه»); ticks show the number alone. */
  unit?: string;
  /** 'date': x values are ISO dates shown in Jalali («۳۰ آبان»); 'category' (default): shown as given. */
  xType?: 'category' | 'date';
  /** The tooltip's title for an x value (e.g. «ساعت ۱۷»); default: the Jalali date or the value. */
  tooltipLabel?: (x: string) => string;
  /** The x axis tick text; default: the Jalali day for dates, the value for categories. */
  xTickFormatter?: (x: string) => string;
  /** Height of the plot in px (default 240). */
  height?: number;
}

// Recharts draws in the svg's own coordinates, so the charts keep Mantine's dir="ltr" root and
// turn the axes instead: the first x value on the right, the value axis on the right side.
const RIGHT_TICK = { transform: 'translate(6, 0)', fontSize: 12, fill: 'currentColor' };

/** Room around the plot so the top tick and the outer labels are not clipped. */
export const CHART_MARGIN = { top: 12, right: 4, bottom: 4, left: 8 };

/** Mantine grid-chart props that make a chart read right to left in Persian. */
export function rtlGridProps({ unit, xType = 'category', tooltipLabel, xTickFormatter }: RtlGridChartProps) {
  const xTick = xTickFormatter ?? (xType === 'date' ? jalaliTick : undefined);
  const titleOf = tooltipLabel ?? (xType === 'date' ? jalaliLabel : undefined);
  return {
    valueFormatter: withUnit(unit),
    xAxisProps: { reversed: true, tickFormatter: xTick && ((x: unknown) => xTick(String(x))) },
    yAxisProps: {
      orientation: 'right' as const,
      allowDecimals: false,
      tickFormatter: (v: unknown) => formatChartNumber(Number(v)),
      tick: RIGHT_TICK,
      width: 48,
    },
    tooltipProps: {
      // The tooltip is HTML: Persian text in it runs right to left inside the ltr chart.
      wrapperStyle: { direction: 'rtl' as const },
      // Called with no label while nothing is hovered.
      labelFormatter: titleOf && ((x: unknown) => (x === undefined || x === null ? '' : titleOf(String(x)))),
    },
    // The plot is aria-hidden (the figure's summary speaks for it), so nothing in it may take focus.
    accessibilityLayer: false,
  };
}
