import { generatePath, type PathParam } from 'react-router-dom';

/** A route parameter's value: ids arrive as numbers from the API and as strings from the URL. */
export type ParamValue = string | number;

/**
 * `pattern` with its parameters filled in, each encoded: `fill('/homeworks/:homeworkId',
 * { homeworkId: 12 })` is `/homeworks/12`. A name the pattern lacks does not compile, so a builder
 * cannot drift from its pattern; `null` leaves out an optional parameter (`:questionNum?`).
 */
export function fill<P extends string>(pattern: P, params: { [K in PathParam<P>]: ParamValue | null }): string {
  const values = Object.entries(params as Record<string, ParamValue | null>).map(([name, value]) => [
    name,
    value === null ? null : String(value),
  ]);
  return generatePath(pattern, Object.fromEntries(values) as never);
}

/**
 * `path` with a query string of `query`, in its order; null and undefined values are left out.
 * Values are encoded as `encodeURIComponent` does (a space is `%20`, not URLSearchParams' `+`).
 */
export function withQuery(path: string, query: Record<string, ParamValue | null | undefined>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === null || value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
