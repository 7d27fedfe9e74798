import { matchPath } from 'react-router-dom';
import type { Grade, Role } from '@/api/generated/model';
import { isAtOrUnder, isExitPath, pathOf } from '@/shared/routing/match';
import { paths, schoolGrades } from '@/shared/routing/paths';
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
  return isExitPath(item.path);
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

/** One entry per grade the school has (from GET /school/dashboard/grade/), third to sixth, no duplicates. */
export function gradeItems(records: readonly { grade: string }[], titles: Record<Grade, string>): MenuItem[] {
  const present = new Set(records.map((r) => r.grade));
  return schoolGrades.filter((g) => present.has(g)).map((g) => ({ title: titles[g], path: paths.school.gradeHref(g) }));
}

/** The school id when `pathname` is an organization's school page or below it, else null. */
export function organizationSchoolId(pathname: string): string | null {
  const id = matchPath({ path: paths.organization.school, end: false }, pathname)?.params.schoolId;
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** The path of the entry to mark active: the longest one containing `pathname`, so /school does not shadow /school/students. */
export function activePath(items: readonly MenuItem[], pathname: string): string | null {
  const candidates = items.flatMap((i) => [i.path, ...(i.children ?? []).map((c) => c.path)]);
  const matching = candidates.filter((p) => !isExternal(p) && isAtOrUnder(pathname, p));
  return matching.sort((a, b) => pathOf(b).length - pathOf(a).length)[0] ?? null;
}
