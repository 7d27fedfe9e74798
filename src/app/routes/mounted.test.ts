import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { roleRoutes, routeEntries } from '@/shared/routing/registry';
import { routes } from '../router';
import { authRoutes } from './auth-routes';
import { isMounted, leafPaths, mountedPatterns } from './mounted';
import { publicRoutes } from './public-routes';
import { adminRoutes, labRoutes, organizationRoutes, schoolRoutes, studentRoutes, teacherRoutes } from './role-routes';

const registry = new Set(routeEntries.map((e) => e.pattern));

describe('the mounted routes', () => {
  it('mounts only registry routes, each once', () => {
    const all = routes.flatMap(leafPaths).filter((path) => path !== '*');
    for (const path of all) expect(registry.has(path), path).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['student', studentRoutes],
    ['teacher', teacherRoutes],
    ['teacher', labRoutes],
    ['school', schoolRoutes],
    ['organization', organizationRoutes],
    ['admin', adminRoutes],
  ] as [Role, RouteObject][])('guards a %s tree with its role and mounts only its routes', (role, tree) => {
    expect((tree.element as ReactElement<{ role: Role }>).props.role).toBe(role);
    for (const path of leafPaths(tree)) expect(roleRoutes[role], path).toContain(path);
  });

  it('mounts the public site and sign-in outside every role', () => {
    const open = [...leafPaths(publicRoutes), ...leafPaths(authRoutes)];
    for (const path of open) expect(Object.values(roleRoutes).flat(), path).not.toContain(path);
    expect(open).toContain(paths.home);
    expect(open).toContain(paths.auth.login);
  });

  it('tells a mounted screen from a route still to come', () => {
    expect(mountedPatterns).toContain(paths.student.home);
    expect(isMounted(paths.public.agentHref(12))).toBe(true);
    expect(isMounted(`${paths.public.faq}?q=x`)).toBe(true);
    expect(isMounted('/nowhere')).toBe(false);
  });
});
