import type { ReactNode } from 'react';
import type { QueryLike } from '@/shared/ui/query-phase';
import { QueryState } from '@/shared/ui/states';

/** A lab call's loading and error states, then `children(data)` (the shared `QueryState`). */
export function QueryStates<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  return <QueryState query={query}>{children}</QueryState>;
}
