import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListTeacherStudentRecordsParams } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { normalizeForSearch } from '@/shared/search-text';

/** Rows per page of the pupils list (the contract's default page). */
export const PAGE_SIZE = 10;
/** The contract's longest `searchedWord`. */
const MAX_WORD = 50;

/**
 * What /teacher/students shows, kept in its address (`?q=&classId=&page=`) so a reload, the back
 * button or a shared link shows the same list. `q` is the text as typed (the box shows it back);
 * the call gets its normalised form.
 */
export interface StudentsAddress {
  q: string;
  classId: number | null;
  page: number;
}

export function studentsAddressOf(search: URLSearchParams): StudentsAddress {
  return {
    q: search.get('q') ?? '',
    classId: parseId(search.get('classId')),
    page: parseId(search.get('page')) ?? 1,
  };
}

/** The address's query, defaults left out (no `page=1`, no empty `q`), in a fixed order. */
export function studentsSearchOf(address: StudentsAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (address.q.trim()) search.set('q', address.q);
  if (address.classId !== null) search.set('classId', String(address.classId));
  if (address.page > 1) search.set('page', String(address.page));
  return search;
}

/**
 * The call for an address: the word folded as the server matches it (Arabic ي/ك become Persian,
 * any digit set becomes Latin, so «s۱۵۸» finds the username s158), a class only when it is one of
 * the teacher's (an old link to another class shows them all), and the page.
 */
export function recordsParamsOf(
  address: StudentsAddress,
  classIds: readonly number[],
): ListTeacherStudentRecordsParams {
  const word = normalizeForSearch(address.q).slice(0, MAX_WORD);
  const classId = address.classId !== null && classIds.includes(address.classId) ? address.classId : null;
  return {
    ...(word ? { searchedWord: word } : {}),
    ...(classId !== null ? { classId } : {}),
    page: address.page,
    size: PAGE_SIZE,
  };
}

/**
 * The address and a setter that merges a change into it. A new word or class starts again at page 1
 * (the old page may not exist in the new list); the change replaces the history entry while typing.
 */
export function useStudentsAddress() {
  const [search, setSearch] = useSearchParams();
  const address = useMemo(() => studentsAddressOf(search), [search]);
  const change = useCallback(
    (next: Partial<StudentsAddress>, options: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const before = studentsAddressOf(current);
          const filtersChanged = next.q !== undefined || next.classId !== undefined;
          return studentsSearchOf({ ...before, ...(filtersChanged ? { page: 1 } : {}), ...next });
        },
        { replace: options.replace ?? false },
      ),
    [setSearch],
  );
  return [address, change] as const;
}
