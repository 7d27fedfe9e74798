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
 * item titled «حساب کاربری» (README, product rules: pages) — at every depth.
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

/** The fixed start of a route pattern: `/teacher/class/:classId/course` → `/teacher/class`. */
function sectionBase(pattern: string): string {
  return pattern.split('/:', 1)[0] ?? pattern;
}

/** How closely `item` holds `pathname`: the length of its longest path or section containing it, or -1. */
function matchLength(item: MenuItem, pathname: string): number {
  if (isExternal(item.path)) return -1;
  // At or under each other both ways: the same page (trailing slashes and queries aside).
  if (item.exact) return isAtOrUnder(pathname, item.path) && isAtOrUnder(item.path, pathname) ? 0 : -1;
  const bases = [pathOf(item.path), ...(item.section ?? []).map(sectionBase)];
  return Math.max(-1, ...bases.filter((base) => isAtOrUnder(pathname, base)).map((base) => base.length));
}

/**
 * The path of the entry to mark active: the one whose path or section holds `pathname` most
 * closely, so /school does not shadow /school/students and a class's page marks «کلاس‌ها»; the
 * home entry (`exact`) only on the home page itself, never on a page it merely lies above.
 */
export function activePath(items: readonly MenuItem[], pathname: string): string | null {
  const candidates = items.flatMap((i) => [i, ...(i.children ?? [])]);
  let best: { path: string; length: number } | null = null;
  for (const item of candidates) {
    const length = matchLength(item, pathname);
    if (length >= 0 && (!best || length > best.length)) best = { path: item.path, length };
  }
  return best?.path ?? null;
}
