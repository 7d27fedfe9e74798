import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { findRoute, roleRoutes } from '@/shared/routing/registry';
import type { MenuItem } from './menu-item';
import { organizationSchoolId } from './menu-rules';
import { roleMenu } from './menus';
import { rememberedSchoolName, rememberSchoolName } from './school-name';
import { navText } from './strings';

const titles = (items: MenuItem[]) => items.map((i) => i.title);

describe('role menus', () => {
  it('gives the student the maths course and the class grade’s maths homework', () => {
    const menu = roleMenu('student', { classGrade: 'fifth' });
    expect(menu.map((i) => i.path)).toEqual([
      paths.student.home,
      '/courses/math',
      '/homeworks?grade=fifth&subject=math',
      paths.student.profile,
    ]);
    expect(roleMenu('student')[2]?.path).toBe('/homeworks?subject=math');
  });

  it('gives every role an account entry whose last child signs out', () => {
    for (const role of ['student', 'teacher', 'school', 'organization', 'admin'] as const) {
      const accountItem = roleMenu(role).find((i) => i.isAccount);
      expect(accountItem?.children?.at(-1)?.path).toBe(paths.exit);
    }
  });

  it('gives the teacher home, classes, students and account', () => {
    expect(roleMenu('teacher').map((i) => i.path)).toEqual([
      paths.teacher.home,
      paths.teacher.classes,
      paths.teacher.students,
      paths.teacher.profile,
    ]);
  });

  it('links every entry of every role to a registry route the role may open', () => {
    const full = {
      classGrade: 'fourth',
      schoolGrades: [{ grade: 'third' }, { grade: 'sixth' }],
      pathname: paths.organization.schoolHref(17),
    } as const;
    for (const role of ['student', 'teacher', 'school', 'organization', 'admin'] as const) {
      const items = roleMenu(role, full).flatMap((i) => [i, ...(i.children ?? [])]);
      for (const { path } of items) {
        const route = findRoute(path);
        expect(route, path).toBeDefined();
        if (route?.pattern !== paths.exit) expect(roleRoutes[role], path).toContain(route?.pattern);
      }
    }
  });
});

describe('organization school entry', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the school id from the route', () => {
    expect(organizationSchoolId(paths.organization.schoolHref(17))).toBe('17');
    expect(organizationSchoolId(paths.organization.schoolGradeHref(17, 'fourth'))).toBe('17');
    expect(organizationSchoolId(paths.organization.schoolHref('دبستان/۱'))).toBe('دبستان/۱');
    expect(organizationSchoolId(paths.organization.provinceHref(3))).toBeNull();
    expect(organizationSchoolId('/organization/school/%E0%A4%A')).toBeNull();
  });

  it('adds the school and its students only inside a school page', () => {
    expect(titles(roleMenu('organization', { pathname: paths.organization.home }))).toEqual([
      navText.home,
      navText.account,
    ]);
    const inSchool = roleMenu('organization', {
      pathname: paths.organization.schoolStudentsHref(17),
      schoolName: 'دبستان فردوسی',
    });
    expect(inSchool.slice(1, 3)).toMatchObject([
      { title: 'دبستان فردوسی', path: '/organization/school/17' },
      { title: navText.students, path: '/organization/school/17/students' },
    ]);
  });

  it('falls back to «مدرسه» when no name is remembered', () => {
    expect(roleMenu('organization', { pathname: paths.organization.schoolHref(17) })[1]?.title).toBe(navText.school);
  });

  it('remembers the name of the school that was opened, per school', () => {
    rememberSchoolName('17', 'دبستان فردوسی');
    expect(rememberedSchoolName('17')).toBe('دبستان فردوسی');
    expect(rememberedSchoolName('18')).toBeNull();
    sessionStorage.setItem('organization.schoolName', '{broken');
    expect(rememberedSchoolName('17')).toBeNull();
  });
});
