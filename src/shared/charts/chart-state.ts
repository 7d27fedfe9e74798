import { queryPhase, type QueryLike, type QueryPhase } from '@/shared/ui/query-phase';

/** What a chart card shows: a skeleton, the error, its empty text, or the chart. */
export type ChartState = QueryPhase;

/** A query's chart state, by the one rule every screen follows (`queryPhase`). */
export function chartStateOf<T>(
  query: Pick<QueryLike<T>, 'data' | 'isPending' | 'isError' | 'isFetching'>,
  isEmpty: (data: T) => boolean,
): ChartState {
  return queryPhase(query, isEmpty);
}
