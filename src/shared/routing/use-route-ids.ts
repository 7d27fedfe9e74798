import { useParams, type PathParam } from 'react-router-dom';
import { parseId } from '@/shared/digits';
import type { paths } from './paths';

/** The patterns of a registry group, its builders left out. */
type PatternsOf<T> = T extends string
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends object
      ? { [K in keyof T]: PatternsOf<T[K]> }[keyof T]
      : never;

/** The parameters of each pattern of a union, one pattern at a time (PathParam of a union is never). */
type ParamsOf<P> = P extends string ? PathParam<P> : never;

/** Every parameter a registry route names (`homeworkId`, `quizId`, …): a misspelt one does not compile. */
export type RouteParam = ParamsOf<PatternsOf<typeof paths>>;

/** Each named parameter as an id: a positive whole number, or null when absent or malformed. */
export type RouteIds<N extends string> = { [K in N]: number | null };

/** The ids `names` of `params`, each read with `parseId` (Persian, Arabic-Indic or Latin digits). */
export function routeIdsOf<N extends string>(
  params: Readonly<Partial<Record<string, string>>>,
  names: readonly N[],
): RouteIds<N> {
  return Object.fromEntries(names.map((name) => [name, parseId(params[name])])) as RouteIds<N>;
}

/**
 * The current route's id parameters as numbers, the one way a screen reads an id from its address:
 * `const { classId, quizId } = useRouteIds('classId', 'quizId')`. «۱۲», «١٢» and «12» are all 12;
 * a parameter that is missing, zero, negative or not a whole number is null.
 */
export function useRouteIds<const N extends RouteParam>(...names: N[]): RouteIds<N> {
  return routeIdsOf(useParams(), names);
}
