import { Stack, Table } from '@mantine/core';
import { useGetReviewGroupsReport } from '@/api/generated/endpoints/teacher/teacher';
import type { ReportSeries } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { ChartCard } from '@/shared/charts/chart-card';
import { chartStateOf } from '@/shared/charts/chart-state';
import { formatPercent, shortenLabel } from '@/shared/charts/format';
import { gridDataOf, isEmptySeries } from '@/shared/charts/report-data';
import { errors, messageOf } from '@/shared/i18n/errors';
import { t } from './strings';

/** The class's reviews side by side (mean score, share finished) as bars, and the same numbers as a table. */
export function GroupsReport({ classId }: { classId: number }) {
  const report = useGetReviewGroupsReport({ classId });
  const state = chartStateOf(report, isEmptySeries);
  return (
    <ChartCard
      title={t.report.heading}
      summary={t.report.summary}
      state={state}
      errorMessage={messageOf(report.error, errors.fetchData)}
      // ChartCard draws the phase (queryPhase, via chartStateOf) and takes the retry as a callback.
      onRetry={() => void report.refetch()}
      emptyTitle={t.report.empty}
    >
      {state === 'ready' && report.data && (
        <Stack gap="md">
          {/* Review titles are long: bars lie down with the names on the right, cut short (the table has them whole). */}
          <RtlBarChart
            {...gridDataOf(report.data)}
            unit={report.data.unit}
            horizontalBars
            categoryWidth={130}
            height={Math.max(200, report.data.labels.length * 64)}
            xTickFormatter={(label) => shortenLabel(label, 18)}
          />
          <ReportTable report={report.data} />
        </Stack>
      )}
    </ChartCard>
  );
}

function ReportTable({ report }: { report: ReportSeries }) {
  return (
    <Table fz="sm" verticalSpacing="xs" captionSide="top">
      <Table.Caption>{t.report.tableCaption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.report.review}</Table.Th>
          {report.series.map((s) => (
            <Table.Th key={s.key}>{s.name}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.labels.map((label, i) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            {report.series.map((s) => (
              <Table.Td key={s.key}>{formatPercent(s.data[i] ?? 0)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
