import { matchPath, matchRoutes } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { pathOf } from './match';
import { paths } from './paths';

/** One route of the registry: where it sits in `paths` (e.g. `student.homework`) and its pattern. */
export interface RouteEntry {
  key: string;
  pattern: string;
}

/** The patterns of a group of `paths`, depth first; builders (functions) are skipped. */
function entriesOf(group: object, prefix = ''): RouteEntry[] {
  return Object.entries(group).flatMap(([name, value]: [string, unknown]) => {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') return [{ key, pattern: value }];
    if (typeof value === 'object' && value !== null) return entriesOf(value, `${key}.`);
    return [];
  });
}

/** Every route of the registry. */
export const routeEntries: readonly RouteEntry[] = entriesOf(paths);

/** The patterns of a group of `paths`. */
const patternsOf = (group: object) => entriesOf(group).map((e) => e.pattern);

/** The patterns of the routes each role may open (README, product rules: pages); the lab belongs to teachers only. */
export const roleRoutes: Record<Role, readonly string[]> = {
  student: patternsOf(paths.student),
  teacher: [...patternsOf(paths.teacher), ...patternsOf(paths.lab)],
  school: patternsOf(paths.school),
  organization: patternsOf(paths.organization),
  admin: patternsOf(paths.admin),
};

/** True when the page of `href` (query and hash aside) is the route `pattern`. */
export function matchesPattern(pattern: string, href: string): boolean {
  return matchPath(pattern, pathOf(href)) !== null;
}

const asRoutes = routeEntries.map((entry) => ({ path: entry.pattern, entry }));

/** The registry route a link leads to, if any, ranked as the router ranks them (`post-quiz` before `:quizId`). */
export function findRoute(href: string): RouteEntry | undefined {
  return matchRoutes(asRoutes, pathOf(href))?.[0]?.route.entry;
}
