import type { PieChart, QuestionsReport, TimeReport } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { RtlDonutChart } from '@/shared/charts/donut-chart';
import { donutCellsOf, gridDataOf, isEmptyPie, isEmptySeries } from '@/shared/charts/report-data';
import { ChartTable } from './data-table';
import { ReportPanel, type PanelProps } from './report-panel';
import { reportText as t } from './strings';
import { homeworkSummary, questionsSummary, tableRowsOf, timeSummary } from './summaries';

// The bars are labelled by the server («هفتهٔ ۲ آبان», «آذر»): one per day, week or Jalali month as
// the period asks, already in Persian, so the panels draw them as given.

/** Minutes practised per bar, stacked by course. */
export function TimePanel(props: PanelProps<TimeReport>) {
  return (
    <ReportPanel {...props} title={t.time.title} isEmpty={(r) => isEmptySeries(r.chart)} summarize={timeSummary}>
      {({ chart }) => (
        <>
          <RtlBarChart {...gridDataOf(chart)} unit={chart.unit} stacked />
          <ChartTable title={t.time.title} columns={chart.series.map((s) => s.name)} rows={tableRowsOf(chart)} />
        </>
      )}
    </ReportPanel>
  );
}

/** Right and wrong answers per bar, stacked. */
export function QuestionsPanel(props: PanelProps<QuestionsReport>) {
  return (
    <ReportPanel
      {...props}
      title={t.questions.title}
      isEmpty={(r) => isEmptySeries(r.chart)}
      summarize={questionsSummary}
    >
      {({ chart }) => (
        <>
          <RtlBarChart {...gridDataOf(chart)} unit={chart.unit} stacked />
          <ChartTable title={t.questions.title} columns={chart.series.map((s) => s.name)} rows={tableRowsOf(chart)} />
        </>
      )}
    </ReportPanel>
  );
}

/** The class's homework by state (doughnut); its legend lists every slice with its count. */
export function HomeworkPanel(props: PanelProps<PieChart>) {
  return (
    <ReportPanel {...props} title={t.homework.title} isEmpty={isEmptyPie} summarize={homeworkSummary}>
      {(pie) => <RtlDonutChart cells={donutCellsOf(pie)} unit={t.homework.unit} />}
    </ReportPanel>
  );
}
