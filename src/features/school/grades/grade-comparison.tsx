import { useGetSchoolComparison } from '@/api/generated/endpoints/school/school';
import { ComparisonTable } from '@/shared/compare/comparison-table';
import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** The grade's classes side by side with their eight-week trends (issue 28): the manager's own school. */
export function GradeComparison({ grade }: { grade: SchoolGrade }) {
  const query = useGetSchoolComparison({ grade });
  return (
    <DashboardSection title={t.comparison.title}>
      <QueryState query={query}>
        {(data) => (
          <ComparisonTable
            data={data}
            label={t.comparison.label(common.grades[grade])}
            firstColumn={t.comparison.first}
          />
        )}
      </QueryState>
    </DashboardSection>
  );
}
