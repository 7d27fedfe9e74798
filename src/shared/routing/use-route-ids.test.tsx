import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routeIdsOf, useRouteIds } from './use-route-ids';

/** The hook's answer on `href`, mounted at `pattern`. */
function idsAt(pattern: string, href: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[href]}>
      <Routes>
        <Route path={pattern} element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useRouteIds('classId', 'quizId', 'studentId'), { wrapper }).result.current;
}

describe('useRouteIds', () => {
  const quiz = paths.teacher.quizReports.quiz;

  it('reads Latin, Persian and Arabic-Indic digits alike', () => {
    expect(idsAt(quiz, paths.teacher.quizReports.quizHref('12', '501'))).toEqual({
      classId: 12,
      quizId: 501,
      studentId: null,
    });
    expect(idsAt(quiz, paths.teacher.quizReports.quizHref('۱۲', '۵۰۱'))).toMatchObject({ classId: 12, quizId: 501 });
    expect(idsAt(quiz, paths.teacher.quizReports.quizHref('١٢', '٥٠١'))).toMatchObject({ classId: 12, quizId: 501 });
    expect(idsAt(quiz, paths.teacher.quizReports.quizHref('۱2', ' 501 '))).toMatchObject({ classId: 12, quizId: 501 });
  });

  it('gives null for junk, zero, negatives, fractions and a missing parameter', () => {
    for (const junk of ['abc', '0', '-3', '1.5', '12a', '1e3', '۱۲x']) {
      expect(idsAt(quiz, paths.teacher.quizReports.quizHref(junk, 7)), junk).toEqual({
        classId: null,
        quizId: 7,
        studentId: null,
      });
    }
  });
});

/** Never run: the names are checked against the registry's parameters when the test compiles. */
export function useMisspelt() {
  // @ts-expect-error — no registry route names a `quizID`.
  return useRouteIds('quizID');
}

describe('routeIdsOf', () => {
  it('reads each named parameter, and only those', () => {
    expect(routeIdsOf({ homeworkId: '۴۱۰۵', other: '3' }, ['homeworkId', 'skillId'])).toEqual({
      homeworkId: 4105,
      skillId: null,
    });
  });
});
