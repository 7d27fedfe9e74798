import { Text } from '@mantine/core';
import { isEmptyPie } from '@/shared/charts/report-data';
import { PlainList, QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { useSchoolHomeworkPie } from './school-calls';
import { schoolDashboardText as t } from './strings';
import { donePercent } from './values';

const h = t.homework;

/** «تکلیف‌ها»: the share of homework done in the last 30 days (the report's default period) and each state's count. */
export function HomeworkSection() {
  const query = useSchoolHomeworkPie();
  return (
    <StackedSection title={h.title}>
      <QueryBody query={query} loading={h.loading} isEmpty={isEmptyPie} empty={<EmptyState title={h.empty} />}>
        {(chart) => (
          <>
            <ProgressLine label={h.doneLabel} value={donePercent(chart)} color="teal" />
            <PlainList>
              {chart.slices.map((slice) => (
                <Text component="li" key={slice.key} size="sm">
                  {h.slice(slice.label, slice.value)}
                </Text>
              ))}
            </PlainList>
            <Text size="xs" c="dimmed">
              {h.hint}
            </Text>
          </>
        )}
      </QueryBody>
    </StackedSection>
  );
}
