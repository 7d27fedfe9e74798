/** What a chart card shows: a spinner, the error, its empty text, or the chart. */
export type ChartState = 'loading' | 'error' | 'empty' | 'ready';

/** The parts of a React Query result a chart card reads. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
}

/**
 * A query's chart state. A failed query being fetched again (retry) shows the spinner, so the
 * retry is seen to work; `isEmpty` decides when an answer has nothing to draw.
 */
export function chartStateOf<T>(query: QueryLike<T>, isEmpty: (data: T) => boolean): ChartState {
  if (query.isPending || (query.isError && query.isFetching)) return 'loading';
  if (query.isError || query.data === undefined) return 'error';
  return isEmpty(query.data) ? 'empty' : 'ready';
}
