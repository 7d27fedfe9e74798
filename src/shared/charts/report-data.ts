import type { MantineColor } from '@mantine/core';
import type { PieChart, ReportSeries } from '@/api/generated/model';
import { chartColorOf } from './colors';
import { inWeekOrder } from './weekdays';

/** One drawn series: `name` is its key in each row, `label` its Persian legend text. */
export interface ChartSeriesDef {
  name: string;
  label: string;
  color: MantineColor;
}

/** Rows of a bar, line or area chart: one per x position, the x text under `label`. */
export interface GridChartData {
  data: Record<string, string | number>[];
  dataKey: 'label';
  series: ChartSeriesDef[];
}

/** A slice of a doughnut, with its stable key. */
export interface DonutCell {
  key: string;
  name: string;
  value: number;
  color: MantineColor;
}

/** A matrix: `values[row][column]`, null where nothing was measured. */
export interface MatrixData {
  rows: string[];
  columns: string[];
  values: (number | null)[][];
}

/** The contract's ReportSeries as the rows and series the grid charts draw. */
export function gridDataOf(report: ReportSeries): GridChartData {
  // The x text lives under `label`; a series key could never be `label` (ChartKey has no such word).
  const data = report.labels.map((label, i) =>
    Object.fromEntries([['label', label], ...report.series.map((s) => [s.key, s.data[i] ?? 0])]),
  ) as Record<string, string | number>[];
  const series = report.series.map((s, i) => ({ name: s.key, label: s.name, color: chartColorOf(s.key, i) }));
  return { data, dataKey: 'label', series };
}

/** The contract's PieChart as doughnut cells, in the server's order (zeros kept for the legend). */
export function donutCellsOf(pie: PieChart): DonutCell[] {
  return pie.slices.map((s, i) => ({ key: s.key, name: s.label, value: s.value, color: chartColorOf(s.key, i) }));
}

/** A ReportSeries as a matrix: a row per series (weekdays Saturday first), a column per label. */
export function matrixOf(report: ReportSeries): MatrixData {
  const rows = inWeekOrder(report.series, (s) => s.key);
  return {
    rows: rows.map((s) => s.name),
    columns: [...report.labels],
    values: rows.map((s) => report.labels.map((_, i) => s.data[i] ?? null)),
  };
}

/** Nothing to draw: no labels or no series (a zero is data: 0٪ right is worth showing). */
export function isEmptySeries(report: ReportSeries): boolean {
  return report.labels.length === 0 || report.series.length === 0;
}

/** Nothing to draw: no slice above zero. */
export function isEmptyPie(pie: PieChart): boolean {
  return !pie.slices.some((s) => s.value > 0);
}

/** The sum of every series at each label (a stacked bar's height). */
export function totalsOf(report: ReportSeries): number[] {
  return report.labels.map((_, i) => report.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
}

/** The highest value and its label (the first on a tie), or null when there is none. */
export function peakOf(labels: readonly string[], values: readonly number[]): { label: string; value: number } | null {
  return extremeOf(labels, values, (a, b) => a > b);
}

/** The lowest value and its label (the first on a tie), or null when there is none. */
export function lowOf(labels: readonly string[], values: readonly number[]): { label: string; value: number } | null {
  return extremeOf(labels, values, (a, b) => a < b);
}

function extremeOf(labels: readonly string[], values: readonly number[], beats: (a: number, b: number) => boolean) {
  let best = -1;
  values.forEach((value, i) => {
    if (i < labels.length && (best < 0 || beats(value, values[best]!))) best = i;
  });
  return best < 0 ? null : { label: labels[best]!, value: values[best]! };
}

/** The sum of a list of numbers. */
export function sumOf(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
}
