import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GetOrganizationProvinceSchoolsParams } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { normalizeForSearch } from '@/shared/search-text';

/** Schools per page (the contract pages the list: `size` at most 50, default 10). */
export const PAGE_SIZE = 10;
/** The contract's longest `searchedWord`. */
const MAX_WORD = 50;

/**
 * What a province page shows, kept in its address (`?q=&page=`) so a reload, the back button or
 * a shared link shows the same list. `q` is the text as typed (the box shows it back); the call
 * gets its folded form.
 */
export interface SchoolsAddress {
  q: string;
  page: number;
}

export function schoolsAddressOf(search: URLSearchParams): SchoolsAddress {
  return { q: search.get('q') ?? '', page: parseId(search.get('page')) ?? 1 };
}

/** The address's query without its defaults (no `page=1`, no blank `q`), so a plain list has a plain address. */
export function schoolsSearchOf(address: SchoolsAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (address.q.trim()) search.set('q', address.q);
  if (address.page > 1) search.set('page', String(address.page));
  return search;
}

/**
 * The call for an address: the word folded as the server matches it (Arabic ي/ك become Persian,
 * any digit set becomes Latin), cut to the contract's length, and the page.
 */
export function schoolsParamsOf(address: SchoolsAddress): GetOrganizationProvinceSchoolsParams {
  const word = normalizeForSearch(address.q).slice(0, MAX_WORD);
  return { ...(word ? { searchedWord: word } : {}), page: address.page, size: PAGE_SIZE };
}

/**
 * The address and a setter that merges a change into it. A new word starts again at page 1 (the
 * old page may not exist in the narrower list).
 */
export function useSchoolsAddress() {
  const [search, setSearch] = useSearchParams();
  const address = useMemo(() => schoolsAddressOf(search), [search]);
  const change = useCallback(
    (next: Partial<SchoolsAddress>, options: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const before = schoolsAddressOf(current);
          return schoolsSearchOf({ ...before, ...(next.q !== undefined ? { page: 1 } : {}), ...next });
        },
        { replace: options.replace ?? false },
      ),
    [setSearch],
  );
  return [address, change] as const;
}
