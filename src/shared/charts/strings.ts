/** Persian text of the shared charts (tests import it too); each screen's titles and summaries live in its own strings.ts. */
export const chartText = {
  /** A value with its unit in tooltips and summaries: «۲۲ سؤال»; no unit, the number alone. */
  withUnit: (value: string, unit: string) => (unit ? `${value} ${unit}` : value),
  /** «۷۶٪» — the Persian percent sign after the number, as Persian text writes it. */
  percent: (value: string) => `${value}٪`,
  /** A matrix cell's tooltip: «شنبه، ساعت ۱۷: ۷۶ درصد». */
  cell: (row: string, column: string, value: string) => `${row}، ${column}: ${value}`,
  /** A matrix cell with no data. */
  noValue: 'بدون داده',
  /** The matrix legend's two ends. */
  matrixLegend: ['کمتر', 'بیشتر'] as [string, string],
  /** Accessible name of a chart's colour legend. */
  legend: 'راهنمای رنگ‌ها',
  /** Default empty state of a chart card. */
  emptyTitle: 'هنوز داده‌ای برای این نمودار نیست',
} as const;
