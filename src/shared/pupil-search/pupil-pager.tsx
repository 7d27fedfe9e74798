import { Pagination } from '@mantine/core';
import type { PageMeta } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { pupilSearchText } from './strings';

/** A pupils list's pager (Persian digits, named controls, 44 px targets); nothing for a single page. */
export function PupilPager({ page, onPage }: { page: PageMeta; onPage: (page: number) => void }) {
  if (page.total_pages <= 1) return null;
  return (
    <Pagination
      total={page.total_pages}
      value={page.page}
      onChange={onPage}
      aria-label={pupilSearchText.pages}
      getItemProps={(item) => ({ children: formatNumber(item), 'aria-label': pupilSearchText.page(item) })}
      getControlProps={(control) => ({ 'aria-label': pupilSearchText.controls[control] })}
      styles={{ control: { minWidth: 44, minHeight: 44 } }}
    />
  );
}
