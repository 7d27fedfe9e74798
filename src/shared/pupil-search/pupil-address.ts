import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@/shared/digits';
import { normalizeForSearch } from '@/shared/search-text';

/** Rows per page of a pupils list (the contract's default page). */
export const PUPIL_PAGE_SIZE = 10;
/** The contract's longest `searchedWord`. */
const MAX_WORD = 50;

/**
 * What a pupils list shows, kept in its address (`?q=&classId=&page=`) so a reload, the back
 * button or a shared link shows the same list. `q` is the text as typed (the box shows it back);
 * the call gets its normalised form.
 */
export interface PupilAddress {
  q: string;
  classId: number | null;
  page: number;
}

/** The query every pupils-records call takes (teacher's and school's alike). */
export interface PupilQuery {
  searchedWord?: string;
  classId?: number;
  page: number;
  size: number;
}

export function pupilAddressOf(search: URLSearchParams): PupilAddress {
  return {
    q: search.get('q') ?? '',
    classId: parseId(search.get('classId')),
    page: parseId(search.get('page')) ?? 1,
  };
}

/** The address's query, defaults left out (no `page=1`, no empty `q`), in a fixed order. */
export function pupilSearchOf(address: PupilAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (address.q.trim()) search.set('q', address.q);
  if (address.classId !== null) search.set('classId', String(address.classId));
  if (address.page > 1) search.set('page', String(address.page));
  return search;
}

/** The class of the address when it is one of `classIds`, else null (an old link to another class shows all). */
export function pickedClassOf(address: PupilAddress, classIds: readonly number[]): number | null {
  return address.classId !== null && classIds.includes(address.classId) ? address.classId : null;
}

/**
 * The call for an address: the word folded as the server matches it (Arabic ي/ك become Persian,
 * any digit set becomes Latin, so «s۱۵۸» finds the username s158), a class only when it is one of
 * `classIds`, and the page.
 */
export function pupilQueryOf(address: PupilAddress, classIds: readonly number[]): PupilQuery {
  const word = normalizeForSearch(address.q).slice(0, MAX_WORD);
  const classId = pickedClassOf(address, classIds);
  return {
    ...(word ? { searchedWord: word } : {}),
    ...(classId !== null ? { classId } : {}),
    page: address.page,
    size: PUPIL_PAGE_SIZE,
  };
}

/** True when the list is narrowed by a word or a class (an empty answer then means «nothing matches»). */
export function isFiltered(address: PupilAddress): boolean {
  return address.q.trim() !== '' || address.classId !== null;
}

/**
 * The address and a setter that merges a change into it. A new word or class starts again at page 1
 * (the old page may not exist in the new list); `replace` keeps typing out of the history.
 */
export function usePupilAddress() {
  const [search, setSearch] = useSearchParams();
  const address = useMemo(() => pupilAddressOf(search), [search]);
  const change = useCallback(
    (next: Partial<PupilAddress>, options: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const before = pupilAddressOf(current);
          const filtersChanged = next.q !== undefined || next.classId !== undefined;
          return pupilSearchOf({ ...before, ...(filtersChanged ? { page: 1 } : {}), ...next });
        },
        { replace: options.replace ?? false },
      ),
    [setSearch],
  );
  return [address, change] as const;
}
