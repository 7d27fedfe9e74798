import { Paper, Table, Text } from '@mantine/core';
import type { ReportSeries } from '@/api/generated/model';
import { ChartFigure } from '@/shared/charts/chart-card';
import { gridDataOf } from '@/shared/charts/report-data';
import { RtlLineChart } from '@/shared/charts/trend-chart';
import { formatNumber } from '@/shared/digits';
import { historyWeeksOf } from './course-figures';
import { t } from './strings';

const dash = (value: number | null) => (value === null ? '—' : formatNumber(Math.round(value)));

/**
 * The last weeks: the mean SmartScore as a line (the questions answered are on another scale, so
 * they stay out of the plot) and both numbers per week in a table, which is also what a screen
 * reader reads (the plot is aria-hidden).
 */
export function CourseHistory({ history }: { history: ReportSeries }) {
  const weeks = historyWeeksOf(history);
  const scored = weeks.filter((week) => week.score !== null);
  const grid = gridDataOf(history);
  const series = grid.series.filter((s) => s.name === 'smart_score');
  const first = scored[0]?.score;
  const last = scored.at(-1)?.score;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} miw={0}>
      <ChartFigure
        title={t.course.history.title}
        summary={
          first != null && last != null
            ? t.course.history.summary(weeks.length, Math.round(first), Math.round(last))
            : undefined
        }
      >
        {weeks.length === 0 ? (
          <Text>{t.course.history.empty}</Text>
        ) : (
          <>
            {series.length > 0 && <RtlLineChart data={grid.data} series={series} unit={history.unit} />}
            <Table.ScrollContainer minWidth={0} mt="md">
              <Table striped>
                <Table.Caption>{t.course.history.tableCaption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.course.history.week}</Table.Th>
                    {history.series.map((s) => (
                      <Table.Th scope="col" key={s.key}>
                        {s.name}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.map((week, i) => (
                    <Table.Tr key={`${week.label}-${i}`}>
                      <Table.Th scope="row" fw={400}>
                        {week.label}
                      </Table.Th>
                      {history.series.map((s) => (
                        <Table.Td key={s.key}>{dash(s.data[i] ?? null)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ChartFigure>
    </Paper>
  );
}
