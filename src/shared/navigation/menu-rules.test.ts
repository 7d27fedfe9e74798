import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import type { MenuItem } from './menu-item';
import { activePath, gradeItems, isActivePath, isSignOut, linkTarget, visibleItems } from './menu-rules';
import { roleMenu } from './menus';
import { navText } from './strings';

const titles = (items: MenuItem[]) => items.map((i) => i.title);

describe('visibleItems', () => {
  const items: MenuItem[] = [
    { title: 'همه', path: '/a' },
    { title: 'فقط معلم', path: '/b', roles: ['teacher'] },
    { title: navText.userAccount, path: '/c' },
    { title: 'پدر', path: '/d', children: [{ title: 'فقط مدرسه', path: '/e', roles: ['school'] }] },
  ];

  it('hides items whose roles do not list the current role, at every depth', () => {
    expect(titles(visibleItems(items, 'teacher'))).toEqual(['همه', 'فقط معلم', 'پدر']);
    expect(visibleItems(items, 'teacher')[2]?.children).toEqual([]);
    expect(titles(visibleItems(items, 'school')[1]?.children ?? [])).toEqual(['فقط مدرسه']);
  });

  it('hides role-restricted items when nobody is signed in', () => {
    expect(titles(visibleItems(items, null))).toEqual(['همه', 'پدر']);
  });

  it('never shows an item titled «حساب کاربری»', () => {
    expect(titles(visibleItems(items, 'school'))).not.toContain(navText.userAccount);
  });
});

describe('links', () => {
  it('opens http and https addresses in a new tab without opener', () => {
    expect(linkTarget('https://example.com')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkTarget('http://example.com/x')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkTarget('/student')).toEqual({});
  });

  it('treats /exit as sign-out', () => {
    expect(isSignOut({ title: 'x', path: '/exit' })).toBe(true);
    expect(isSignOut({ title: 'x', path: '/exits' })).toBe(false);
  });

  it('marks the most specific entry active', () => {
    const menu = roleMenu('school', { schoolGrades: [{ grade: 'third' }] });
    expect(activePath(menu, '/school/students/4')).toBe('/school/students');
    expect(activePath(menu, '/school/grades/third')).toBe('/school/grades/third');
    expect(activePath(menu, '/school')).toBe('/school');
    expect(activePath(menu, '/teacher')).toBeNull();
  });

  it('marks a path active on itself and below it, ignoring the query', () => {
    expect(isActivePath('/homeworks', '/homeworks?grade=third')).toBe(true);
    expect(isActivePath('/school/grades/third', '/school')).toBe(true);
    expect(isActivePath('/schools', '/school')).toBe(false);
  });
});

describe('school grades', () => {
  it('lists only the grades the school has, third to sixth, once each', () => {
    const items = gradeItems(
      [{ grade: 'sixth' }, { grade: 'third' }, { grade: 'second' }, { grade: 'sixth' }],
      common.grades,
    );
    expect(items).toEqual([
      { title: common.grades.third, path: '/school/grades/third' },
      { title: common.grades.sixth, path: '/school/grades/sixth' },
    ]);
  });

  it('leaves the grades entry out until grades arrive', () => {
    expect(titles(roleMenu('school'))).toEqual([navText.home, navText.students, navText.account]);
    const loaded = roleMenu('school', { schoolGrades: [{ grade: 'fourth' }, { grade: 'third' }] });
    expect(titles(loaded)).toEqual([navText.home, navText.grades, navText.students, navText.account]);
    expect(titles(loaded[1]?.children ?? [])).toEqual([common.grades.third, common.grades.fourth]);
  });
});
