import { Button, Pagination } from '@mantine/core';
import type { PageMeta } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { EmptyState } from '@/shared/ui/states';
import { pupilSearchText } from './strings';

interface PupilPagerProps {
  page: PageMeta;
  onPage: (page: number) => void;
  /** The page asked for (default `page.page`): shown at once while the shown answer is still the last page. */
  current?: number;
}

/** A pupils list's pager (Persian digits, named controls, 44 px targets); nothing for a single page. */
export function PupilPager({ page, onPage, current = page.page }: PupilPagerProps) {
  if (page.total_pages <= 1) return null;
  // A named navigation landmark: the pages are reached and announced as one group.
  return (
    <nav aria-label={pupilSearchText.pages}>
      <Pagination
        total={page.total_pages}
        value={Math.min(current, page.total_pages)}
        onChange={onPage}
        getItemProps={(item) => ({ children: formatNumber(item), 'aria-label': pupilSearchText.page(item) })}
        getControlProps={(control) => ({ 'aria-label': pupilSearchText.controls[control] })}
        styles={{ control: { minWidth: 44, minHeight: 44 } }}
      />
    </nav>
  );
}

/**
 * A page past the list's last (the server answers 404): an answer, not a failure to retry — its
 * empty state with the way back to page 1.
 */
export function PastLastPage({
  text,
  onFirstPage,
}: {
  text: { title: string; action: string };
  onFirstPage: () => void;
}) {
  return (
    <EmptyState
      title={text.title}
      action={
        <Button variant="light" mih={44} onClick={onFirstPage}>
          {text.action}
        </Button>
      }
    />
  );
}
