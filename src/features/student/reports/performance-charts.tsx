import { Stack } from '@mantine/core';
import {
  useGetMySkillsPerformanceReport,
  useGetMyTimeOfDayPerformanceReport,
} from '@/api/generated/endpoints/member/member';
import type { ReportPeriod } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { RtlMatrixChart } from '@/shared/charts/matrix-chart';
import { gridDataOf, isEmptySeries, matrixOf } from '@/shared/charts/report-data';
import { ReportCard } from './report-card';
import { SkillList } from './skill-list';
import { t } from './strings';
import { skillsSummary, timeOfDaySummary } from './summaries';

/** Percent right per time of day as a matrix (rows: the series, weekdays Saturday first when sent). */
export function TimeOfDayCard({ period }: { period: ReportPeriod }) {
  const query = useGetMyTimeOfDayPerformanceReport({ type: period });
  return (
    <ReportCard title={t.timeOfDay.title} query={query} isEmpty={isEmptySeries} summarize={timeOfDaySummary}>
      {(report) => <RtlMatrixChart {...matrixOf(report)} unit={report.unit} domain={[0, 100]} />}
    </ReportCard>
  );
}

/** SmartScore per skill practised, lowest first (bars lying down), then the skills to practise. */
export function SkillsCard({ period }: { period: ReportPeriod }) {
  const query = useGetMySkillsPerformanceReport({ type: period });
  return (
    <ReportCard title={t.skills.title} query={query} isEmpty={isEmptySeries} summarize={skillsSummary}>
      {(report) => (
        <Stack gap="md">
          <RtlBarChart
            {...gridDataOf(report)}
            unit={report.unit}
            horizontalBars
            // Whole names, wrapped on the category axis (never cut with «…»): room for three lines each.
            height={Math.max(160, report.labels.length * 52)}
          />
          <SkillList report={report} />
        </Stack>
      )}
    </ReportCard>
  );
}
