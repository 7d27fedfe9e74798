import type { ReactNode } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A lab call's loading and error states, then `children(data)`. A retry after a failure shows the
 * spinner again, so the click visibly did something (as the pupil's screens do).
 */
export function QueryStates<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState />;
  if (query.isError || query.data === undefined) {
    return <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
