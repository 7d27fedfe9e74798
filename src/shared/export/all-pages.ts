import type { PageMeta } from '@/api/generated/model';

/**
 * Every row of a paged list, not only the page on screen: the first page says how many pages
 * there are, then the rest are asked together (a school's 2,000 pupils are 40 pages of 50).
 */
export async function allPages<Row>(
  fetchPage: (page: number) => Promise<PageMeta & { results: Row[] }>,
): Promise<Row[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.results);
}
