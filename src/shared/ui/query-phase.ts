/** The parts of a React Query result a screen reads to decide what to show. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What a screen shows for a query: its skeleton, the error with a retry, its empty text, or the data. */
export type QueryPhase = 'loading' | 'error' | 'empty' | 'ready';

/**
 * The one rule every screen follows. What the user already sees stays when a refresh in the
 * background fails (a chat thread polled every 15 s, a list refetched on focus): data is never
 * taken away for an error. Without data, a failed query being fetched again (the user pressed
 * «تلاش دوباره») shows the skeleton, so the retry is seen to work; an answer without data is an
 * error; `isEmpty` decides when an answer has nothing to show.
 */
export function queryPhase<T>(
  query: Pick<QueryLike<T>, 'data' | 'isPending' | 'isError' | 'isFetching'>,
  isEmpty?: (data: T) => boolean,
): QueryPhase {
  if (query.data !== undefined) return isEmpty?.(query.data) ? 'empty' : 'ready';
  if (query.isPending || (query.isError && query.isFetching)) return 'loading';
  return 'error';
}
