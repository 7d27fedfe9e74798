import { afterEach, describe, expect, it } from 'vitest';
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
      '/student',
      '/courses/math',
      '/homeworks?grade=fifth&subject=math',
      '/profile',
    ]);
    expect(roleMenu('student')[2]?.path).toBe('/homeworks?subject=math');
  });

  it('gives every role an account entry whose last child signs out', () => {
    for (const role of ['student', 'teacher', 'school', 'organization', 'admin'] as const) {
      const accountItem = roleMenu(role).find((i) => i.isAccount);
      expect(accountItem?.children?.at(-1)?.path).toBe('/exit');
    }
  });

  it('gives the teacher home, classes, students and account', () => {
    expect(roleMenu('teacher').map((i) => i.path)).toEqual([
      '/teacher',
      '/teacher/classes',
      '/teacher/students',
      '/teacher/profile',
    ]);
  });
});

describe('organization school entry', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the school id from the route', () => {
    expect(organizationSchoolId('/organization/school/17')).toBe('17');
    expect(organizationSchoolId('/organization/school/17/grades/fourth')).toBe('17');
    expect(organizationSchoolId('/organization/province/3')).toBeNull();
  });

  it('adds the school and its students only inside a school page', () => {
    expect(titles(roleMenu('organization', { pathname: '/organization' }))).toEqual([navText.home, navText.account]);
    const inSchool = roleMenu('organization', {
      pathname: '/organization/school/17/students',
      schoolName: 'دبستان فردوسی',
    });
    expect(inSchool.slice(1, 3)).toMatchObject([
      { title: 'دبستان فردوسی', path: '/organization/school/17' },
      { title: navText.students, path: '/organization/school/17/students' },
    ]);
  });

  it('falls back to «مدرسه» when no name is remembered', () => {
    expect(roleMenu('organization', { pathname: '/organization/school/17' })[1]?.title).toBe(navText.school);
  });

  it('remembers the name of the school that was opened, per school', () => {
    rememberSchoolName('17', 'دبستان فردوسی');
    expect(rememberedSchoolName('17')).toBe('دبستان فردوسی');
    expect(rememberedSchoolName('18')).toBeNull();
    sessionStorage.setItem('organization.schoolName', '{broken');
    expect(rememberedSchoolName('17')).toBeNull();
  });
});
