import {
  useGetMyAnswerAccuracyReport,
  useGetMyCompletionSummaryReport,
  useGetMyCupsReport,
  useGetMyHourlyDistributionReport,
  useGetMyPracticeDurationReport,
} from '@/api/generated/endpoints/member/member';
import type { ReportPeriod } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { RtlDonutChart } from '@/shared/charts/donut-chart';
import { formatPercent } from '@/shared/charts/format';
import { donutCellsOf, gridDataOf, isEmptyPie, isEmptySeries } from '@/shared/charts/report-data';
import { ReportCard } from './report-card';
import { t } from './strings';
import {
  accuracyPercentOf,
  accuracySummary,
  completionSummary,
  cupsSummary,
  durationSummary,
  hourlySummary,
} from './summaries';

// Each card calls its own report, so each loads, fails and retries on its own.

/** Questions answered per hour of the day (bars). */
export function HourlyCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyHourlyDistributionReport({ type: period });
  return (
    <ReportCard title={t.hourly.title} query={query} isEmpty={isEmptySeries} summarize={hourlySummary}>
      {(report) => <RtlBarChart {...gridDataOf(report)} unit={report.unit} tooltipLabel={t.hourly.hour} />}
    </ReportCard>
  );
}

/** Minutes of practice per day, week or month, by subject (stacked bars: a few separate bars read better than areas). */
export function DurationCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyPracticeDurationReport({ type: period });
  return (
    <ReportCard title={t.duration.title} query={query} isEmpty={isEmptySeries} summarize={durationSummary}>
      {(report) => <RtlBarChart {...gridDataOf(report)} unit={report.unit} stacked />}
    </ReportCard>
  );
}

/** Homework on time, late, in progress, not started (doughnut). */
export function CompletionCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyCompletionSummaryReport({ type: period });
  return (
    <ReportCard title={t.completion.title} query={query} isEmpty={isEmptyPie} summarize={completionSummary}>
      {(pie) => <RtlDonutChart cells={donutCellsOf(pie)} unit={t.completion.unit} />}
    </ReportCard>
  );
}

/** Right and wrong answers, the share right in the hole (doughnut). */
export function AccuracyCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyAnswerAccuracyReport({ type: period });
  return (
    <ReportCard title={t.accuracy.title} query={query} isEmpty={isEmptyPie} summarize={accuracySummary}>
      {(pie) => (
        <RtlDonutChart
          cells={donutCellsOf(pie)}
          unit={t.accuracy.unit}
          centerLabel={formatPercent(accuracyPercentOf(pie))}
        />
      )}
    </ReportCard>
  );
}

/** Cups per day, week or month by level (stacked bars); empty when the school turned cups off. */
export function CupsCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyCupsReport({ type: period });
  return (
    <ReportCard title={t.cups.title} query={query} isEmpty={isEmptySeries} summarize={cupsSummary}>
      {(report) => <RtlBarChart {...gridDataOf(report)} unit={report.unit} stacked />}
    </ReportCard>
  );
}
