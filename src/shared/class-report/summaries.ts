import type {
  ClassSkillScore,
  PieChart,
  QuestionsReport,
  ReportPeriod,
  ReportSeries,
  TimeReport,
  TotalScore,
} from '@/api/generated/model';
import { formatPercent, withUnit } from '@/shared/charts/format';
import { peakOf, sumOf, totalsOf, type GridChartData } from '@/shared/charts/report-data';
import { formatJalaliDate } from '@/shared/dates';
import { formatNumber } from '@/shared/digits';
import { periodRange } from './report-period';
import { reportText as t } from './strings';

// Every panel's words and numbers come from here, built from the answer itself: numbers in Persian
// digits, units as the server names them. Pure, so the unit tests read them without a chart.

/** One headline figure: its name and its value, already in Persian. */
export interface Figure {
  label: string;
  value: string;
}

/** Nothing practised in the period: no skill and no answer. */
export function isEmptyTotal(total: TotalScore): boolean {
  return total.practiced_skills === 0 && total.questions_answered === 0;
}

/** The four headline figures: mean SmartScore, skills mastered of practised, answers, time in hours and minutes. */
export function figuresOf(total: TotalScore): Figure[] {
  const minutes = Math.round(total.time_spent_seconds / 60);
  const f = t.figures;
  return [
    {
      label: f.average,
      value: total.average_smart_score === null ? f.noScore : formatNumber(Math.round(total.average_smart_score)),
    },
    {
      label: f.mastered,
      value: f.ofPracticed(formatNumber(total.mastered_skills), formatNumber(total.practiced_skills)),
    },
    { label: f.answered, value: formatNumber(total.questions_answered) },
    { label: f.time, value: f.hours(formatNumber(Math.floor(minutes / 60)), formatNumber(minutes % 60)) },
  ];
}

/** «۱٬۷۶۸ دقیقه تمرین، به‌طور میانگین ۶۸ دقیقه برای هر یک از ۲۶ دانش‌آموز فعال؛ بیشترین: …» */
export function timeSummary(report: TimeReport): string {
  const amount = withUnit(report.chart.unit);
  const line = t.time.summary(
    amount(report.total_minutes),
    amount(Math.round(report.average_minutes_per_student)),
    formatNumber(report.active_students),
  );
  const peak = peakOf(report.chart.labels, totalsOf(report.chart));
  return peak && peak.value > 0 ? line + t.time.peak(peak.label, amount(peak.value)) : line;
}

/** «۲٬۲۰۶ پاسخ: ۱٬۶۷۵ درست و ۵۳۱ نادرست (۷۶٪ درست)» */
export function questionsSummary(report: QuestionsReport): string {
  const percent = report.total_answered ? Math.round((report.correct / report.total_answered) * 100) : 0;
  return t.questions.summary(
    formatNumber(report.total_answered),
    formatNumber(report.correct),
    formatNumber(report.wrong),
    formatPercent(percent),
  );
}

/**
 * «۷۸ مورد (هر دانش‌آموز در هر تکلیف یک مورد): ۸ انجام شده، ۴۷ با تأخیر، …» — the slices above
 * zero, in the server's order. A slice counts (pupil, homework) pairs, so the unit is «مورد».
 */
export function homeworkSummary(pie: PieChart): string {
  const total = withUnit(t.homework.unit)(sumOf(pie.slices.map((s) => s.value)));
  const parts = pie.slices.filter((s) => s.value > 0).map((s) => t.countOf(formatNumber(s.value), s.label));
  return t.homework.summary(total, t.list(parts));
}

/**
 * «۴ مهارت تمرین‌شده؛ ضعیف‌ترین: ارزش مکانی عددهای بزرگ با میانگین ۷۲» (the server sends the
 * weakest first). The count is the rows (bars) received, which may be fewer than asked for.
 */
export function skillsSummary(rows: ClassSkillScore[]): string {
  const weakest = rows[0];
  return weakest
    ? t.skills.summary(
        formatNumber(rows.length),
        weakest.skill.title,
        formatNumber(Math.round(weakest.average_smart_score)),
      )
    : '';
}

/** The skills as one bar each (mean SmartScore), weakest first, named by title. */
export function skillsChartOf(rows: ClassSkillScore[]): GridChartData {
  return {
    data: rows.map((row) => ({ label: row.skill.title, smart_score: Math.round(row.average_smart_score) })),
    dataKey: 'label',
    series: [{ name: 'smart_score', label: t.skills.series, color: 'violet.6' }],
  };
}

/** A chart's numbers as table rows for screen readers: each label with each series' value in Persian. */
export function tableRowsOf(report: ReportSeries): { label: string; values: string[] }[] {
  return report.labels.map((label, i) => ({
    label,
    values: report.series.map((s) => formatNumber(s.data[i] ?? 0)),
  }));
}

/** The period as Jalali dates: «از ۲ آذر ۱۴۰۵ تا ۱ آذر ۱۴۰۵». */
export function periodText(period: ReportPeriod, today: string): string {
  const { from, to } = periodRange(period, today);
  return t.period.range(formatJalaliDate(from), formatJalaliDate(to));
}
