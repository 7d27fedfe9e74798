import { NativeSelect } from '@mantine/core';
import type { ClassSkillScore } from '@/api/generated/model';
import { RtlBarChart } from '@/shared/charts/bar-chart';
import { shortenLabel } from '@/shared/charts/format';
import { formatNumber } from '@/shared/digits';
import { ChartTable } from './data-table';
import { SKILL_COUNTS } from './report-period';
import { ReportPanel, type PanelProps } from './report-panel';
import { reportText as t } from './strings';
import { skillsChartOf, skillsSummary } from './summaries';

/** Props of SkillsPanel: the call's result, and the count asked for with its chooser (none when `onCountChange` is absent, e.g. on paper). */
export interface SkillsPanelProps extends PanelProps<ClassSkillScore[]> {
  count: number;
  onCountChange?: (count: number) => void;
}

/** The weakest skills of the period (as the server orders them), one lying bar each with the mean SmartScore. */
export function SkillsPanel({ count, onCountChange, ...props }: SkillsPanelProps) {
  const chooser = onCountChange && (
    <NativeSelect
      label={t.skills.count}
      value={String(count)}
      onChange={(event) => onCountChange(Number(event.currentTarget.value))}
      data={SKILL_COUNTS.map((n) => ({ value: String(n), label: t.skills.countOption(formatNumber(n)) }))}
      size="md"
      styles={{ input: { minHeight: 44 } }}
    />
  );
  return (
    <ReportPanel
      {...props}
      title={t.skills.title}
      isEmpty={(rows) => rows.length === 0}
      summarize={skillsSummary}
      actions={chooser}
    >
      {(rows) => (
        <>
          <RtlBarChart
            {...skillsChartOf(rows)}
            horizontalBars
            categoryWidth={130}
            xTickFormatter={(label) => shortenLabel(label)}
            height={40 + rows.length * 36}
          />
          <ChartTable
            title={t.skills.title}
            firstColumn={t.table.skill}
            columns={[t.table.score, t.table.mastered]}
            rows={rows.map((row) => ({
              label: row.skill.title,
              values: [
                formatNumber(Math.round(row.average_smart_score)),
                t.skills.mastered(formatNumber(row.students_mastered), formatNumber(row.students_practised)),
              ],
            }))}
          />
        </>
      )}
    </ReportPanel>
  );
}
