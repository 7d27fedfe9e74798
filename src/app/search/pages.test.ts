import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { mountedPatterns, pages } from '@/app/routes/manifest';
import { isAuthorizedPath, rolePathPrefixes } from '@/shared/auth/roles';
import { paths } from '@/shared/routing/paths';
import { findRoute } from '@/shared/routing/registry';
import { matchPages, pagesFor, searchablePages, searchTextAt, type SearchablePage } from './pages';

const roles = Object.keys(rolePathPrefixes) as Role[];
const pathsOf = (pages: SearchablePage[]) => pages.map((p) => p.path);

describe('the search table', () => {
  it('leads every entry to a registry route, with a title and a description', () => {
    for (const entry of searchablePages) {
      expect(findRoute(entry.path), entry.path).toBeDefined();
      expect(entry.title && entry.description, entry.path).toBeTruthy();
    }
  });

  it('offers only pages whose screens the router mounts, each at an address of its own page', () => {
    for (const entry of searchablePages) {
      expect(mountedPatterns, entry.path).toContain(findRoute(entry.path)?.pattern);
      expect(entry.path, entry.path).not.toContain(':');
    }
    const titled = pages.filter((page) => 'search' in page && page.search);
    expect(searchablePages.length).toBeGreaterThanOrEqual(titled.length);
    expect(titled.length).toBeGreaterThan(0);
  });

  it('reads a page’s title and description back by its address', () => {
    expect(searchTextAt(paths.student.profileTabHref('badges')).title).toBeTruthy();
    expect(() => searchTextAt('/nowhere')).toThrow();
  });
});

describe('pagesFor', () => {
  it('gives a visitor the whole public site, sign-in and registration', () => {
    const visitor = pathsOf(pagesFor(null));
    expect(visitor.slice(0, 3)).toEqual([paths.home, paths.auth.login, paths.auth.register]);
    const publicPaths = Object.values(paths.public).flatMap((p) =>
      typeof p === 'string' && !p.includes(':') ? [p] : [],
    );
    expect(visitor.slice(3).toSorted()).toEqual(publicPaths.toSorted());
  });

  it.each(roles)('gives %s only pages under its own route trees, and at least its home', (role) => {
    const pages = pagesFor(role);
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(isAuthorizedPath(role, p.path)).toBe(true);
    expect(pathsOf(pages)).not.toContain(paths.auth.login);
  });

  it('never gives a student a teacher page, nor a teacher a student page', () => {
    const student = pathsOf(pagesFor('student', searchablePages));
    const teacher = pathsOf(pagesFor('teacher', searchablePages));
    expect(student.some((p) => isAuthorizedPath('teacher', p))).toBe(false);
    expect(teacher).not.toContain(paths.student.homeworks);
    expect(teacher).toContain(paths.teacher.homeworks);
  });

  it('drops a page listed for a role whose routes do not include it', () => {
    const wrong: SearchablePage = { path: paths.teacher.classes, title: 'x', description: 'y', roles: ['student'] };
    expect(pagesFor('student', [wrong])).toEqual([]);
  });

  it('lists every path once per role', () => {
    for (const role of [...roles, null]) {
      const list = pathsOf(pagesFor(role, searchablePages));
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('matchPages', () => {
  const student = pagesFor('student', searchablePages);

  it('finds nothing for an empty or blank query', () => {
    expect(matchPages(student, '')).toEqual([]);
    expect(matchPages(student, '   ')).toEqual([]);
  });

  it('matches title or description, every word, across half-space and Arabic letters', () => {
    expect(pathsOf(matchPages(student, 'تکلیف'))).toContain(paths.student.homeworks);
    expect(pathsOf(matchPages(student, 'علوم'))).toEqual([paths.student.courses]);
    expect(pathsOf(matchPages(student, 'پیام های'))).toContain(paths.student.classMessage);
    expect(pathsOf(matchPages(student, 'كلاس'))).toContain(paths.student.class);
    expect(matchPages(student, 'تکلیف زرافه')).toEqual([]);
  });
});
