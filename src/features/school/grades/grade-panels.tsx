import type { PieChart, ReportSeries } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { RtlDonutChart } from '@/shared/charts/donut-chart';
import { withUnit } from '@/shared/charts/format';
import { donutCellsOf, gridDataOf, isEmptyPie, isEmptySeries, sumOf } from '@/shared/charts/report-data';
import { ChartTable } from '@/shared/class-report/data-table';
import { ReportPanel, type PanelProps } from '@/shared/class-report/report-panel';
import { reportText } from '@/shared/class-report/strings';
import { tableRowsOf } from '@/shared/class-report/summaries';
import { formatNumber } from '@/shared/digits';
import { t } from './strings';

/** «۱۷٬۳۸۶ پاسخ: ۱۳٬۲۳۴ درست، ۴٬۱۵۲ نادرست» — the slices above zero, in the server's order. */
export function questionsPieSummary(pie: PieChart): string {
  const total = withUnit(t.report.questionsPie.unit)(sumOf(pie.slices.map((s) => s.value)));
  const parts = pie.slices.filter((s) => s.value > 0).map((s) => reportText.countOf(formatNumber(s.value), s.label));
  return t.report.questionsPie.summary(total, reportText.list(parts));
}

/** «پاییز — چهارم الف: ۷۹، چهارم ب: ۸۲»: the latest season, each class's mean SmartScore. */
export function seasonsSummary(chart: ReportSeries): string {
  const last = chart.labels.length - 1;
  const s = t.report.seasons;
  const parts = chart.series.map((series) => s.part(series.name, formatNumber(Math.round(series.data[last] ?? 0))));
  return s.summary(chart.labels[last] ?? '', reportText.list(parts));
}

/** The grade's answers split into right, wrong and answered after the solution (doughnut with its legend). */
export function QuestionsPiePanel(props: PanelProps<PieChart>) {
  return (
    <ReportPanel {...props} title={t.report.questionsPie.title} isEmpty={isEmptyPie} summarize={questionsPieSummary}>
      {(pie) => <RtlDonutChart cells={donutCellsOf(pie)} unit={t.report.questionsPie.unit} />}
    </ReportPanel>
  );
}

/** The mean SmartScore per season of this school year, one bar per class of the grade. */
export function SeasonsPanel(props: PanelProps<ReportSeries>) {
  const title = t.report.seasons.title;
  return (
    <ReportPanel {...props} title={title} isEmpty={isEmptySeries} summarize={seasonsSummary}>
      {(chart) => (
        <>
          <RtlBarChart {...gridDataOf(chart)} unit={chart.unit} />
          <ChartTable
            title={title}
            firstColumn={t.report.seasons.season}
            columns={chart.series.map((s) => s.name)}
            rows={tableRowsOf(chart)}
          />
        </>
      )}
    </ReportPanel>
  );
}
