import { SimpleGrid } from '@mantine/core';
import { QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { EmptyState } from '@/shared/ui/states';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { useGrades, useSchoolTime } from './school-calls';
import { schoolDashboardText as t } from './strings';
import { ACTIVE_PERIOD, schoolTotals } from './values';
import { Figures } from './figures';

const g = t.glance;

/**
 * «مدرسه در یک نگاه»: grades, classes and pupils from the grades call, and the pupils who practised
 * in the last seven days from the time report; each half has its own loading and error state.
 */
export function GlanceSection() {
  const { role } = useSchoolScope();
  const grades = useGrades();
  const time = useSchoolTime(ACTIVE_PERIOD);
  return (
    <StackedSection title={g.title}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <QueryBody
          query={grades}
          loading={g.loading}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t.grades.empty[role]} />}
        >
          {(list) => {
            const totals = schoolTotals(list);
            return (
              <Figures
                figures={[
                  { label: g.grades, value: g.number(totals.grades) },
                  { label: g.classes, value: g.number(totals.classes) },
                  { label: g.students, value: g.number(totals.students) },
                ]}
              />
            );
          }}
        </QueryBody>
        <QueryBody query={time} loading={g.loading} isEmpty={() => false} empty={null}>
          {(report) => <Figures figures={[{ label: g.active, value: g.number(report.active_students) }]} />}
        </QueryBody>
      </SimpleGrid>
    </StackedSection>
  );
}
