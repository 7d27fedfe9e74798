import { describe, expect, it } from 'vitest';
import { landingPath, rolePathPrefixes, safeReturnTo } from './roles';

describe('returnTo after sign-in', () => {
  it('honours a path inside the role’s own tree, with its query', () => {
    expect(safeReturnTo('student', '/profile')).toBe('/profile');
    expect(safeReturnTo('student', '/homeworks/12?tab=done')).toBe('/homeworks/12?tab=done');
    expect(safeReturnTo('teacher', '/teacher/classes')).toBe('/teacher/classes');
    expect(safeReturnTo('teacher', '/lab/science')).toBe('/lab/science');
    expect(safeReturnTo('admin', '%2Fadmin%2FchatList%2F7')).toBe('/admin/chatList/7');
  });

  it.each([
    ['another role’s path', 'student', '/teacher'],
    ['the lab for a non-teacher', 'school', '/lab'],
    ['a prefix look-alike', 'student', '/studentx'],
    ['an absolute URL', 'student', 'https://evil.example/student'],
    ['a protocol-relative URL', 'student', '//evil.example/student'],
    ['a backslash host', 'student', '/\\evil.example/student'],
    ['an encoded protocol-relative URL', 'student', '%2F%2Fevil.example%2Fstudent'],
    ['a double-encoded one', 'student', '%252F%252Fevil.example%252Fstudent'],
    ['an encoded backslash', 'student', '/%5Cevil.example'],
    ['a javascript: URL', 'student', 'javascript:alert(1)'],
    ['a tab-smuggled host', 'student', '/\t/evil.example'],
    ['dot segments escaping the tree', 'student', '/student/../teacher'],
    ['malformed encoding', 'student', '/student%E0%A4%A'],
    ['nothing', 'student', ''],
  ] as const)('refuses %s', (_, role, raw) => {
    expect(safeReturnTo(role, raw)).toBeNull();
  });

  it('lands on the role’s home when returnTo is refused or missing', () => {
    expect(landingPath('teacher', '/student')).toBe('/teacher');
    expect(landingPath('admin', null)).toBe('/admin/chatList');
    expect(landingPath('student', '/profile')).toBe('/profile');
  });
});

describe('role route trees', () => {
  it('reads each role’s trees from the route registry, as README, product rules: pages lists them', () => {
    const student = '/student /pre-order /courses /payment /course-review /class /report /class-message /homeworks';
    const more = '/package /exercise /performance /profile /guide /bank-receipt /plans /review';
    expect(rolePathPrefixes.student.toSorted()).toEqual(`${student} ${more}`.split(' ').toSorted());
    expect(rolePathPrefixes).toMatchObject({
      teacher: ['/teacher', '/lab'],
      school: ['/school'],
      organization: ['/organization'],
      admin: ['/admin'],
    });
  });
});
