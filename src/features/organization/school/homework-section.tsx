import { Text } from '@mantine/core';
import { useGetOrganizationSchoolHomeworksPieChart } from '@/api/generated/endpoints/organization/organization';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { PlainList, Section } from './parts';
import { t } from './strings';
import { donePercent, isEmptyPie } from './values';

const h = t.homework;

/** «تکلیف‌ها»: the share of homework done in the last 30 days (the report's default period) and each state's count. */
export function HomeworkSection({ schoolId }: { schoolId: number }) {
  const query = useGetOrganizationSchoolHomeworksPieChart({ schoolId });
  return (
    <Section title={h.title}>
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
    </Section>
  );
}
