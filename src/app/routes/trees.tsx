import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { PageError } from '@/app/pwa/page-offline';
import { GuestOnly, RequireRole } from '@/shared/auth/guards';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';
import { areaOf, pages, type Area, type Page, type ScreenRef } from './manifest';

/** Every screen module of the slices, loaded on demand: each is its own chunk (manifest.ts names them). */
const screenModules = import.meta.glob<Record<string, ComponentType | undefined>>('../../features/**/*-screen.tsx');

/** The module loader of a screen reference (`module#Component`); a reference to no module fails at once. */
export function screenLoader(ref: ScreenRef): { load: () => Promise<Record<string, unknown>>; name: string } {
  const [module, name = ''] = ref.split('#');
  const load = screenModules[`../../features/${module}.tsx`];
  if (!load) throw new Error(`manifest.ts: no screen module src/features/${module}.tsx`);
  return { load, name };
}

/** Route `lazy` of a screen reference: the component, once its module has loaded. */
function lazyScreen(ref: ScreenRef): RouteObject['lazy'] {
  const { load, name } = screenLoader(ref);
  return async () => {
    const Component = (await load())[name];
    if (typeof Component !== 'function' && typeof Component !== 'object') {
      throw new Error(`manifest.ts: src/features/${ref} exports no ${name}`);
    }
    return { Component: Component as ComponentType };
  };
}

function routeOf(page: Page): RouteObject {
  if ('redirect' in page) return { path: page.pattern, element: <Navigate replace to={page.redirect} /> };
  return { path: page.pattern, lazy: lazyScreen(page.screen) };
}

/**
 * The routes of the manifest's pages in one area, in the manifest's order, under one error
 * boundary inside the area's layout: a page whose code cannot be fetched (offline) says so in the
 * frame (PageError); any other error reaches the root's.
 */
const routesOf = (area: Area): RouteObject[] => [
  { errorElement: <PageError />, children: pages.filter((page) => areaOf(page.pattern) === area).map(routeOf) },
];

const appLayout = screen(
  () => import('@/app/layouts/app-layout'),
  (m) => m.AppLayout,
);
const studentLayout = screen(
  () => import('@/app/shell/student-layout'),
  (m) => m.StudentLayout,
);

/** Public pages (README, product rules: pages "Public") share the public layout: floating top bar, footer, carousel on `/`. */
export const publicRoutes: RouteObject = {
  lazy: screen(
    () => import('@/app/layouts/public-layout'),
    (m) => m.PublicLayout,
  ),
  children: routesOf('public'),
};

/**
 * A family link's page (issue 29): open to anyone holding the link, signed in or not, in a bare
 * frame that names the product and links nowhere (the page shows one pupil's report and nothing else).
 */
export const familyRoutes: RouteObject = {
  lazy: screen(
    () => import('@/app/layouts/family-layout'),
    (m) => m.FamilyLayout,
  ),
  children: routesOf('family'),
};

/** /auth/*: only for visitors; a signed-in user is sent home (or to an allowed returnTo). */
export const authRoutes: RouteObject = {
  path: paths.auth.root,
  element: <GuestOnly />,
  children: [
    {
      lazy: screen(
        () => import('@/app/layouts/auth-layout'),
        (m) => m.AuthLayout,
      ),
      children: routesOf('auth'),
    },
  ],
};

/** One role's tree: the guard, the signed-in layout (the pupil's own), then the role's pages. */
function roleTree(role: Role): RouteObject {
  return {
    element: <RequireRole role={role} />,
    children: [{ lazy: role === 'student' ? studentLayout : appLayout, children: routesOf(role) }],
  };
}

/** Each role's tree; the teacher's holds the lab (development area) too. */
export const roleTrees: Record<Role, RouteObject> = {
  student: roleTree('student'),
  teacher: roleTree('teacher'),
  school: roleTree('school'),
  organization: roleTree('organization'),
  admin: roleTree('admin'),
};

/** The route trees of the public site, sign-in and each role, as the router mounts them. */
export const routeTrees: readonly RouteObject[] = [publicRoutes, familyRoutes, authRoutes, ...Object.values(roleTrees)];

/** The paths of a tree's pages: its leaves (a parent with children is a guard or a layout). */
export function leafPaths(route: RouteObject): string[] {
  if (route.children?.length) return route.children.flatMap(leafPaths);
  return route.path ? [route.path] : [];
}
