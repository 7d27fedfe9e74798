import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { isAuthorizedPath, rolePathPrefixes } from '@/shared/auth/roles';
import { paths } from '@/shared/routing/paths';
import { matchPages, pagesFor, searchablePages, type SearchablePage } from './pages';

const roles = Object.keys(rolePathPrefixes) as Role[];
const pathsOf = (pages: SearchablePage[]) => pages.map((p) => p.path);

describe('pagesFor', () => {
  it('gives a visitor only the public pages', () => {
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
    expect(pathsOf(pagesFor('student')).some((p) => p.startsWith('/teacher') || p.startsWith('/lab'))).toBe(false);
    expect(pathsOf(pagesFor('teacher'))).not.toContain('/homeworks');
    expect(pathsOf(pagesFor('teacher'))).toContain('/teacher/homeworks');
  });

  it('drops a page listed for a role whose routes do not include it', () => {
    const wrong: SearchablePage = { path: '/teacher/classes', title: 'x', description: 'y', roles: ['student'] };
    expect(pagesFor('student', [wrong])).toEqual([]);
  });

  it('lists every path once per role', () => {
    for (const role of roles) {
      const list = pathsOf(pagesFor(role));
      expect(new Set(list).size).toBe(list.length);
    }
    expect(searchablePages.every((p) => p.title && p.description)).toBe(true);
  });
});

describe('matchPages', () => {
  const student = pagesFor('student');

  it('finds nothing for an empty or blank query', () => {
    expect(matchPages(student, '')).toEqual([]);
    expect(matchPages(student, '   ')).toEqual([]);
  });

  it('matches title or description, every word, across half-space and Arabic letters', () => {
    expect(pathsOf(matchPages(student, 'تکلیف'))).toContain('/homeworks');
    expect(pathsOf(matchPages(student, 'علوم'))).toEqual(['/courses']);
    expect(pathsOf(matchPages(student, 'پیام های'))).toContain('/class-message');
    expect(pathsOf(matchPages(student, 'كلاس'))).toContain('/class');
    expect(matchPages(student, 'تکلیف زرافه')).toEqual([]);
  });
});
