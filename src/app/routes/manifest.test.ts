import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { roleRoutes, routeEntries } from '@/shared/routing/registry';
import { routes } from '../router';
import { areaOf, isMounted, mountedPatterns, pages } from './manifest';
import { authRoutes, leafPaths, publicRoutes, roleTrees, screenLoader } from './trees';

const registry = new Set(routeEntries.map((e) => e.pattern));

/** The source of every screen module, read as text: checked without running 90-odd screens. */
const sources = import.meta.glob<string>('../../features/**/*-screen.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the page manifest', () => {
  it('writes each page once, at a registry route', () => {
    for (const { pattern } of pages) expect(registry.has(pattern), pattern).toBe(true);
    expect(new Set(mountedPatterns).size).toBe(pages.length);
  });

  it('names for each screen a module of the slices that exports that component', () => {
    for (const page of pages) {
      if (!('screen' in page)) continue;
      const [module, name] = page.screen.split('#');
      const source = sources[`../../features/${module}.tsx`];
      expect(source, page.screen).toBeDefined();
      expect(source, page.screen).toMatch(new RegExp(`export (function|const) ${name}\\b`));
      expect(() => screenLoader(page.screen)).not.toThrow();
    }
  });

  it('leads a redirect to a mounted page', () => {
    for (const page of pages) if ('redirect' in page) expect(isMounted(page.redirect), page.pattern).toBe(true);
  });

  it('places each page by the registry: a role’s route in its tree, sign-in, else the public site', () => {
    expect(areaOf(paths.student.homework)).toBe('student');
    expect(areaOf(paths.lab.root)).toBe('teacher');
    expect(areaOf(paths.auth.login)).toBe('auth');
    expect(areaOf(paths.public.agent)).toBe('public');
  });
});

describe('the mounted routes', () => {
  it('mounts only registry routes, each once, and every page of the manifest', () => {
    const all = routes.flatMap(leafPaths).filter((path) => path !== '*');
    for (const path of all) expect(registry.has(path), path).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    for (const pattern of mountedPatterns) expect(all, pattern).toContain(pattern);
  });

  it.each(Object.entries(roleTrees) as [Role, (typeof roleTrees)[Role]][])(
    'guards the %s tree with its role and mounts only its routes',
    (role, tree) => {
      expect((tree.element as ReactElement<{ role: Role }>).props.role).toBe(role);
      expect(leafPaths(tree).length).toBeGreaterThan(0);
      for (const path of leafPaths(tree)) expect(roleRoutes[role], path).toContain(path);
    },
  );

  it('mounts the lab in the teacher’s tree', () => {
    expect(leafPaths(roleTrees.teacher)).toContain(paths.lab.root);
  });

  it('mounts the public site and sign-in outside every role', () => {
    const open = [...leafPaths(publicRoutes), ...leafPaths(authRoutes)];
    for (const path of open) expect(Object.values(roleRoutes).flat(), path).not.toContain(path);
    expect(open).toContain(paths.home);
    expect(open).toContain(paths.auth.login);
    expect(leafPaths(authRoutes)).not.toContain(paths.home);
  });

  it('tells a mounted screen from a route still to come', () => {
    expect(mountedPatterns).toContain(paths.student.home);
    expect(isMounted(paths.public.agentHref(12))).toBe(true);
    expect(isMounted(`${paths.public.faq}?q=x`)).toBe(true);
    expect(isMounted('/nowhere')).toBe(false);
  });
});
