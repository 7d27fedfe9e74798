import { Box, Button, Pagination, Stack, Text, useMatches } from '@mantine/core';
import type { OrganizationSchoolPage } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { EmptyState } from '@/shared/ui/states';
import { SchoolRow } from './school-row';
import { t } from './strings';

interface SchoolsListProps {
  page: OrganizationSchoolPage;
  /** A word narrows the list: an empty page then means «nothing matches», not «no school yet». */
  searching: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** A page of a province's schools with its count and the pager (Persian page numbers). */
export function SchoolsList({ page, searching, onPage, onClear }: SchoolsListProps) {
  // One neighbour each side at 390 px keeps the 44 px pager on one line (15 pages in the large world).
  const siblings = useMatches({ base: 0, sm: 1 });
  if (page.results.length === 0)
    return searching ? (
      <EmptyState
        title={t.province.noMatch.title}
        description={t.province.noMatch.description}
        action={
          <Button variant="light" mih={44} onClick={onClear}>
            {t.province.clearSearch}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t.province.empty.title} description={t.province.empty.description} />
    );

  return (
    <Stack gap="sm">
      <Text c="dimmed" role="status">
        {t.province.count(page.count)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {page.results.map((school) => (
          <SchoolRow key={school.id} school={school} />
        ))}
      </Stack>
      {page.total_pages > 1 && (
        <Box component="nav" aria-label={t.province.pages}>
          <Pagination
            total={page.total_pages}
            value={page.page}
            onChange={onPage}
            siblings={siblings}
            boundaries={1}
            getItemProps={(item) => ({ children: formatNumber(item), 'aria-label': t.province.page(item) })}
            getControlProps={(control) => ({ 'aria-label': t.province.controls[control] })}
            styles={{ control: { minWidth: 44, minHeight: 44 } }}
          />
        </Box>
      )}
    </Stack>
  );
}
