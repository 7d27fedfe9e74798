import type { Role } from '@/api/generated/model';
import { isAtOrUnder } from '@/shared/routing/match';
import { paths } from '@/shared/routing/paths';
import { roleRoutes } from '@/shared/routing/registry';

/** Where each role lands after sign-in. */
export const roleHome: Record<Role, string> = {
  student: paths.student.home,
  teacher: paths.teacher.home,
  school: paths.school.home,
  organization: paths.organization.home,
  admin: paths.admin.chatList,
};

function topSegments(patterns: readonly string[]): string[] {
  return [...new Set(patterns.map((pattern) => `/${pattern.split('/')[1]}`))];
}

/**
 * The route trees each role may open (README, product rules: pages), read from the registry: the first segment of each of
 * the role's routes (`/homeworks/:homeworkId` → `/homeworks`). A path is authorized when it is one of
 * them or lies below one, so a page whose screen is still to come is authorized too (the router then
 * shows /404).
 */
export const rolePathPrefixes: Record<Role, readonly string[]> = {
  student: topSegments(roleRoutes.student),
  teacher: topSegments(roleRoutes.teacher),
  school: topSegments(roleRoutes.school),
  organization: topSegments(roleRoutes.organization),
  admin: topSegments(roleRoutes.admin),
};

export function isAuthorizedPath(role: Role, pathname: string): boolean {
  return rolePathPrefixes[role].some((prefix) => isAtOrUnder(pathname, prefix));
}

const BASE = 'http://return-to.invalid';

/** Decodes repeatedly so `%252F%252F` cannot sneak a `//host` past the checks. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The in-app path `raw` points to, if `role` may open it; otherwise null.
 * Refuses absolute URLs, protocol-relative `//host`, `/\host`, encoded variants of them,
 * control characters and another role's paths.
 */
export function safeReturnTo(role: Role, raw: string | null | undefined): string | null {
  if (!raw) return null;
  const decoded = fullyDecoded(raw.trim());
  if (!decoded || !decoded.startsWith('/') || /^\/[/\\]/.test(decoded)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(decoded, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !isAuthorizedPath(role, url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a freshly signed-in user goes: `returnTo` when the role may open it, else the role's home. */
export function landingPath(role: Role, returnTo: string | null | undefined): string {
  return safeReturnTo(role, returnTo) ?? roleHome[role];
}
