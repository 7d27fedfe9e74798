import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import type { MenuItem } from './menu-item';
import { paths } from '@/shared/routing/paths';
import { activePath, gradeItems, isSignOut, linkTarget, visibleItems } from './menu-rules';
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
    expect(linkTarget(paths.student.home)).toEqual({});
  });

  it('treats /exit and paths ending in it as sign-out', () => {
    expect(isSignOut({ title: 'x', path: paths.exit })).toBe(true);
    expect(isSignOut({ title: 'x', path: `${paths.school.home}${paths.exit}` })).toBe(true);
    expect(isSignOut({ title: 'x', path: `${paths.exit}s` })).toBe(false);
  });

  it('marks the most specific entry active', () => {
    const menu = roleMenu('school', { schoolGrades: [{ grade: 'third' }] });
    const third = paths.school.gradeHref('third');
    expect(activePath(menu, `${paths.school.students}/4`)).toBe(paths.school.students);
    expect(activePath(menu, third)).toBe(third);
    expect(activePath(menu, paths.school.home)).toBe(paths.school.home);
    expect(activePath(menu, paths.teacher.home)).toBeNull();
  });

  it('marks the entry whose section holds a nested page, and «خانه» only on the home page', () => {
    const menu = roleMenu('teacher');
    expect(activePath(menu, paths.teacher.classCourseHref(1, 2, 'reports'))).toBe(paths.teacher.classes);
    expect(activePath(menu, paths.teacher.homeworkStudentHref(3, 4))).toBe(paths.teacher.classes);
    expect(activePath(menu, paths.teacher.studentCourseHref(5, 6, 7))).toBe(paths.teacher.students);
    expect(activePath(menu, `${paths.teacher.home}/`)).toBe(paths.teacher.home);
    expect(activePath(menu, paths.teacher.packages)).toBeNull();
    const school = roleMenu('school', { schoolGrades: [{ grade: 'third' }] });
    expect(activePath(school, paths.school.classCourseHref(1, 2))).toBe(paths.school.grades);
    expect(activePath(school, paths.school.studentHref(8))).toBe(paths.school.students);
  });

  it('marks an entry with a query active on its page', () => {
    const menu = roleMenu('student', { classGrade: 'third' });
    expect(activePath(menu, paths.student.homeworks)).toBe(menu[2]?.path);
  });
});

describe('school grades', () => {
  it('lists only the grades the school has, third to sixth, once each', () => {
    const items = gradeItems(
      [{ grade: 'sixth' }, { grade: 'third' }, { grade: 'second' }, { grade: 'sixth' }],
      common.grades,
    );
    expect(items).toEqual([
      { title: common.grades.third, path: paths.school.gradeHref('third') },
      { title: common.grades.sixth, path: paths.school.gradeHref('sixth') },
    ]);
  });

  it('leaves the grades entry out until grades arrive', () => {
    expect(titles(roleMenu('school'))).toEqual([navText.home, navText.students, navText.account]);
    const loaded = roleMenu('school', { schoolGrades: [{ grade: 'fourth' }, { grade: 'third' }] });
    expect(titles(loaded)).toEqual([navText.home, navText.grades, navText.students, navText.account]);
    expect(titles(loaded[1]?.children ?? [])).toEqual([common.grades.third, common.grades.fourth]);
  });
});
