import type { RouteObject } from 'react-router-dom';
import { matchesPattern } from '@/shared/routing/registry';
import { authRoutes } from './auth-routes';
import { publicRoutes } from './public-routes';
import { adminRoutes, labRoutes, organizationRoutes, schoolRoutes, studentRoutes, teacherRoutes } from './role-routes';

/** The route trees of the public site, sign-in and each role, as the router mounts them. */
export const routeTrees: readonly RouteObject[] = [
  publicRoutes,
  authRoutes,
  studentRoutes,
  teacherRoutes,
  labRoutes,
  schoolRoutes,
  organizationRoutes,
  adminRoutes,
];

/** The paths of a tree's pages: its leaves (a parent with children is a guard or a layout). */
export function leafPaths(route: RouteObject): string[] {
  if (route.children?.length) return route.children.flatMap(leafPaths);
  return route.path ? [route.path] : [];
}

/**
 * The registry patterns whose screens are built: the routes the trees mount. A route of spec §2
 * whose screen is still to come is in the registry but not here, so nothing offers it yet.
 */
export const mountedPatterns: readonly string[] = routeTrees.flatMap(leafPaths);

/** True when `href` leads to a mounted screen (query and hash aside). */
export function isMounted(href: string): boolean {
  return mountedPatterns.some((pattern) => matchesPattern(pattern, href));
}
