import { useGetSchoolComparison } from '@/api/generated/endpoints/school/school';
import { ComparisonTable } from '@/shared/compare/comparison-table';
import { paths } from '@/shared/routing/paths';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** The school's grades side by side with their eight-week trends (issue 28); a grade's name opens its page. */
export function GradesComparison() {
  const query = useGetSchoolComparison();
  return (
    <DashboardSection title={t.comparison.title}>
      <QueryState query={query}>
        {(data) => (
          <ComparisonTable
            data={data}
            label={t.comparison.label}
            firstColumn={t.comparison.first}
            rowHref={(row) => (row.grade ? paths.school.gradeHref(row.grade) : null)}
          />
        )}
      </QueryState>
    </DashboardSection>
  );
}
