import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pathOf } from './match';
import { paths, RETURN_TO_PARAM } from './paths';
import { findRoute, roleRoutes, routeEntries } from './registry';

type Builder = (...args: string[]) => string;

/** Every builder of the registry, with the pattern it is named after (`homeworkHref` → `homework`). */
function buildersOf(group: object, prefix = ''): { key: string; pattern: unknown; build: Builder }[] {
  return Object.entries(group).flatMap(([name, value]: [string, unknown]) => {
    if (typeof value === 'function') {
      const target = name.replace(/Href$/, '');
      return [
        { key: `${prefix}${name}`, pattern: (group as Record<string, unknown>)[target], build: value as Builder },
      ];
    }
    return typeof value === 'object' && value !== null ? buildersOf(value, `${prefix}${name}.`) : [];
  });
}

const builders = buildersOf(paths);

/** Builders that take something other than one value per parameter. */
const sampleArgs: Record<string, unknown[]> = {
  'student.homeworksHref': [{ grade: 'v1', subject: 'v2' }],
  'teacher.questionHref': ['v1', { after: 'v2' }],
  'teacher.troubleSpotsHref': ['v1', { classId: 41, homeworkId: 4105 }],
  'school.troubleSpotsHref': ['v1', { grade: 'fourth' }],
};
const segment = /^(?:[a-z0-9-]+|[a-zA-Z]+|:[a-zA-Z]+\??)$/;

describe('the route registry', () => {
  it('writes every route as a react-router pattern, once', () => {
    for (const { key, pattern } of routeEntries) {
      expect(pattern, key).toMatch(/^\//);
      for (const part of pattern.split('/').slice(1)) if (pattern !== '/') expect(part, key).toMatch(segment);
    }
    const patterns = routeEntries.map((e) => e.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('names every builder after the route it fills (`xHref` for `x`)', () => {
    for (const { key, pattern } of builders) {
      expect(key, key).toMatch(/Href$/);
      expect(typeof pattern, key).toBe('string');
    }
  });

  it('gives every route with parameters a builder', () => {
    const built = new Set(builders.map((b) => b.pattern));
    for (const { key, pattern } of routeEntries) if (pattern.includes(':')) expect(built.has(pattern), key).toBe(true);
  });

  it.each(builders.map((b) => [b.key, b] as const))('%s builds a path its own pattern matches', (_, b) => {
    const args = sampleArgs[b.key] ?? Array.from({ length: b.build.length }, (_, i) => `v${i + 1}`);
    const values = args.flatMap((a) => (typeof a === 'object' && a ? Object.values(a) : [a])) as string[];
    const href = (b.build as (...a: unknown[]) => string)(...args);
    const match = matchPath(b.pattern as string, pathOf(href));
    expect(match, href).not.toBeNull();
    // Each value lands in a parameter or the query, none is lost.
    const landed = [...Object.values(match?.params ?? {}), href.slice(pathOf(href).length)].join(' ');
    for (const value of values) expect(landed).toContain(value);
  });

  it('encodes what it fills in', () => {
    expect(paths.organization.schoolHref('a/b')).toBe('/organization/school/a%2Fb');
    expect(paths.auth.loginHref('/teacher/classes?tab=2')).toBe(
      `/auth/login?${RETURN_TO_PARAM}=%2Fteacher%2Fclasses%3Ftab%3D2`,
    );
    expect(paths.student.homeworksHref({ grade: null, subject: 'math' })).toBe('/homeworks?subject=math');
    expect(paths.student.quiz.takeHref(7)).toBe('/student/quiz/7');
  });

  it('ranks literal segments first, as the router does', () => {
    expect(findRoute(paths.student.quiz.postQuiz)?.key).toBe('student.quiz.postQuiz');
    expect(findRoute(paths.student.quiz.takeHref(7, 2))?.key).toBe('student.quiz.take');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('role routes', () => {
  it('gives each role its own trees and no public, sign-in or another role’s route', () => {
    const owners = new Map<string, string>();
    for (const [role, patterns] of Object.entries(roleRoutes)) {
      expect(patterns.length, role).toBeGreaterThan(0);
      for (const pattern of patterns) {
        expect(owners.get(pattern), pattern).toBeUndefined();
        owners.set(pattern, role);
      }
    }
    const shared = [paths.home, ...Object.values(paths.public), ...Object.values(paths.auth), paths.exit];
    for (const pattern of shared) if (typeof pattern === 'string') expect(owners.has(pattern), pattern).toBe(false);
  });
});
