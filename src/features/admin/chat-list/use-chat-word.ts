import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeForSearch } from '@/shared/search-text';

/** The contract's longest search word. */
const MAX_WORD = 100;

/**
 * The word the server is asked for: folded as it matches (Arabic ي/ك, digit sets, half-spaces),
 * or undefined below two letters (the contract's minimum), when the whole list shows.
 */
export function searchWordOf(typed: string): string | undefined {
  const word = normalizeForSearch(typed).slice(0, MAX_WORD);
  return word.replace(/ /g, '').length >= 2 ? word : undefined;
}

/**
 * The search word as typed, kept in the address (`?word=`) so a reload, the back button or a shared
 * link shows the same search; typing replaces the entry instead of filling the history.
 */
export function useChatWord(): [string, (word: string) => void] {
  const [search, setSearch] = useSearchParams();
  const word = search.get('word') ?? '';
  const change = useCallback(
    (next: string) =>
      setSearch(
        (current) => {
          const query = new URLSearchParams(current);
          if (next.trim()) query.set('word', next);
          else query.delete('word');
          return query;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [word, change];
}
