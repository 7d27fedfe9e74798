import { Text } from '@mantine/core';
import { useGetOrganizationComparison } from '@/api/generated/endpoints/organization/organization';
import { ComparisonTable } from '@/shared/compare/comparison-table';
import { paths } from '@/shared/routing/paths';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

/**
 * Every school of the province ranked (issue 28), the best mean SmartScore first, with the
 * province's median of each figure; any column re-ranks them. A school's name opens its page.
 */
export function SchoolsRanking({ provinceId, provinceName }: { provinceId: number; provinceName: string }) {
  const query = useGetOrganizationComparison(provinceId);
  return (
    <DashboardSection title={t.ranking.title}>
      <Text size="sm">{t.ranking.hint}</Text>
      <QueryState query={query}>
        {(data) => (
          <ComparisonTable
            data={data}
            label={t.ranking.label(provinceName)}
            firstColumn={t.ranking.first}
            rowHref={(row) => (row.id === null ? null : paths.organization.schoolHref(row.id))}
            ranked
          />
        )}
      </QueryState>
    </DashboardSection>
  );
}
