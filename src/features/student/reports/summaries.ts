import type { PieChart, ReportSeries } from '@/api/generated/model';
import { formatPercent, withUnit } from '@/shared/charts/format';
import { lowOf, matrixOf, peakOf, sumOf, totalsOf } from '@/shared/charts/report-data';
import { formatNumber, toPersianDigits } from '@/shared/digits';
import { t } from './strings';

// Each chart's one line for everyone (and for screen readers, which skip the drawing), built from
// the answer itself: numbers in Persian digits, units as the server names them.

/** «بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال» */
export function hourlySummary(report: ReportSeries): string {
  const peak = peakOf(report.labels, totalsOf(report));
  if (!peak) return '';
  return t.hourly.summary(toPersianDigits(peak.label), withUnit(report.unit)(peak.value));
}

/** «در این بازه ۵۶ دقیقه تمرین کردی؛ بیشترین: هفتهٔ ۲۳ آبان با ۱۸ دقیقه» */
export function durationSummary(report: ReportSeries): string {
  const totals = totalsOf(report);
  const amount = withUnit(report.unit);
  const peak = peakOf(report.labels, totals);
  const total = t.duration.summary(amount(sumOf(totals)));
  return peak && peak.value > 0 ? total + t.duration.peak(peak.label, amount(peak.value)) : total;
}

/** The slices above zero: «۲ با تأخیر، ۱ در حال انجام». */
function partsOf(items: { label: string; value: number }[]): string {
  return t.list(items.filter((i) => i.value > 0).map((i) => t.countOf(formatNumber(i.value), i.label)));
}

/** «۳ تکلیف: ۲ با تأخیر، ۱ در حال انجام» */
export function completionSummary(pie: PieChart): string {
  const total = withUnit(t.completion.unit)(sumOf(pie.slices.map((s) => s.value)));
  return t.completion.summary(total, partsOf(pie.slices));
}

/** The share of right answers, whole percent (0 without answers). */
export function accuracyPercentOf(pie: PieChart): number {
  const total = sumOf(pie.slices.map((s) => s.value));
  const correct = pie.slices.find((s) => s.key === 'correct')?.value ?? 0;
  return total ? Math.round((100 * correct) / total) : 0;
}

/** «۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)» */
export function accuracySummary(pie: PieChart): string {
  const total = sumOf(pie.slices.map((s) => s.value));
  const correct = pie.slices.find((s) => s.key === 'correct')?.value ?? 0;
  return t.accuracy.summary(formatNumber(correct), formatNumber(total), formatPercent(accuracyPercentOf(pie)));
}

/** «۳ جام در این بازه: ۱ طلایی، ۲ برنزی» */
export function cupsSummary(report: ReportSeries): string {
  const perLevel = report.series.map((s) => ({ label: s.name, value: sumOf(s.data) }));
  const total = withUnit(report.unit)(sumOf(perLevel.map((l) => l.value)));
  return t.cups.summary(total, partsOf(perLevel));
}

/**
 * «بهترین زمان: عصر با ۱۰۰٪ پاسخ درست (صبح ۷۶٪، ظهر ۶۰٪، شب ۰٪)»; with weekday rows, the best
 * cell alone: «بهترین زمان: شنبه ساعت ۱۷ با ۹۰٪ پاسخ درست».
 */
export function timeOfDaySummary(report: ReportSeries): string {
  const { rows, columns, values } = matrixOf(report);
  const cells = rows.flatMap((row, r) =>
    columns.map((column, c) => ({
      label: rows.length > 1 ? t.timeOfDay.when(row, column) : column,
      value: values[r]![c],
    })),
  );
  const measured = cells.filter((cell): cell is { label: string; value: number } => cell.value !== null);
  const best = peakOf(
    measured.map((cell) => cell.label),
    measured.map((cell) => cell.value),
  );
  if (!best) return '';
  const summary = t.timeOfDay.summary(best.label, formatPercent(best.value));
  if (rows.length > 1) return summary;
  const others = measured.filter((cell) => cell.label !== best.label);
  return others.length
    ? summary + t.timeOfDay.others(t.list(others.map((o) => t.timeOfDay.part(o.label, formatPercent(o.value)))))
    : summary;
}

/** «کمترین امتیاز: نور و سایه با ۲۱؛ بیشترین: جمع با «ان» و «ها» با ۱۰۰» */
export function skillsSummary(report: ReportSeries): string {
  const scores = report.series[0]?.data ?? [];
  const low = lowOf(report.labels, scores);
  const high = peakOf(report.labels, scores);
  if (!low || !high) return '';
  if (low.label === high.label) return t.skills.single(low.label, formatNumber(low.value));
  return t.skills.summary(low.label, formatNumber(low.value), high.label, formatNumber(high.value));
}
