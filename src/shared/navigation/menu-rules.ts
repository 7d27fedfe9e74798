import type { Grade, Role } from '@/api/generated/model';
import { menuPaths } from './menu-paths';
import type { MenuItem } from './menu-item';
import { navText } from './strings';

/** True for absolute web addresses, which leave the app. */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Anchor attributes for a path: external addresses open in a new tab without access to this one. */
export function linkTarget(path: string): { target?: '_blank'; rel?: string } {
  return isExternal(path) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The sign-out entry: any path ending in /exit (it opens the confirmation, never navigates directly). */
export function isSignOut(item: MenuItem): boolean {
  return /\/exit\/?$/.test(item.path);
}

/**
 * What the side menu shows for `role`: items restricted to other roles are dropped, and so is any
 * item titled «حساب کاربری» (spec §2) — at every depth.
 */
export function visibleItems(items: readonly MenuItem[], role: Role | null): MenuItem[] {
  return items
    .filter((item) => !item.roles || (role !== null && item.roles.includes(role)))
    .filter((item) => item.title.trim() !== navText.userAccount)
    .map((item) => (item.children ? { ...item, children: visibleItems(item.children, role) } : item));
}

/** The order grades are listed in, and the only ones a school menu may show. */
export const GRADE_ORDER: readonly Grade[] = ['third', 'fourth', 'fifth', 'sixth'];

/** One entry per grade the school has (from GET /school/dashboard/grade/), third to sixth, no duplicates. */
export function gradeItems(records: readonly { grade: string }[], titles: Record<Grade, string>): MenuItem[] {
  const present = new Set(records.map((r) => r.grade));
  return GRADE_ORDER.filter((g) => present.has(g)).map((g) => ({
    title: titles[g],
    path: menuPaths.school.grade(g),
  }));
}

/** The school id when `pathname` is inside an organization's school page, else null. */
export function organizationSchoolId(pathname: string): string | null {
  const match = /^\/organization\/school\/([^/]+)(?:\/|$)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** True when `pathname` is `path` or below it — how the menu marks the active entry. */
export function isActivePath(pathname: string, path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return pathname === bare || pathname.startsWith(`${bare}/`);
}

/** The path of the entry to mark active: the longest one containing `pathname`, so /school does not shadow /school/students. */
export function activePath(items: readonly MenuItem[], pathname: string): string | null {
  const paths = items.flatMap((i) => [i.path, ...(i.children ?? []).map((c) => c.path)]);
  const matching = paths.filter((p) => !isExternal(p) && isActivePath(pathname, p));
  return matching.sort((a, b) => b.split('?')[0]!.length - a.split('?')[0]!.length)[0] ?? null;
}
