import type { HttpHandler } from 'msw';
import { Grade, type GamificationStatus, type SchoolClass } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { answeringExample, example, failing, handling, pending } from '@/testing/handlers';
import { classInfoById } from '@/testing/class-info';

/** The GET calls of the school manager's home by operationId (stories and tests share them). */
export const CALLS = {
  grades: 'getSchoolGrades',
  classes: 'getSchoolGradeClasses',
  time: 'getSchoolTimeReport',
  homework: 'getSchoolHomeworksPieChart',
  gamification: 'getSchoolGamificationStatus',
  /** Each class's courses: its name links to the first one's page. */
  classInfo: 'getSchoolClassInfo',
  /** The grades side by side (issue 28). */
  comparison: 'getSchoolComparison',
} as const;
export type Call = keyof typeof CALLS;

const GRADE_DIGIT: Record<Grade, number> = { third: 3, fourth: 4, fifth: 5, sixth: 6 };

/**
 * The contract has the classes of grade 4 only (چهارم الف 41, چهارم ب 42); the world names every
 * grade's classes the same way (سوم الف 31 … ششم ب 62), so the other grades are that example renamed.
 */
export function classesOfGrade(grade: Grade, name = 'school'): SchoolClass[] {
  const fourth = example(CALLS.classes, name);
  return fourth.map((c) => ({
    ...c,
    grade,
    id: GRADE_DIGIT[grade] * 10 + (c.id % 10),
    name: c.name.replace(common.grades.fourth, common.grades[grade]),
  }));
}

/** A grade path parameter as the contract's grade (a grade the contract does not know reads as the fourth). */
const gradeOf = (value: string): Grade => Object.values(Grade).find((known) => known === value) ?? Grade.fourth;

/** The grade classes call, answered per grade in the address. */
export function classesByGrade(name = 'school'): HttpHandler {
  return handling(CALLS.classes, ({ params }) => classesOfGrade(gradeOf(params.grade), name));
}

/** Every GET answered by its named example (`school` unless named), with overrides per call. */
export function examples(names: Partial<Record<Call, string>> = {}): HttpHandler[] {
  return (Object.keys(CALLS) as Call[]).map((call) =>
    call === 'classes'
      ? classesByGrade(names.classes)
      : call === 'classInfo'
        ? classInfoById(names.classInfo)
        : answeringExample(CALLS[call], names[call] ?? (call === 'comparison' ? 'grades' : 'school')),
  );
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing(CALLS[call], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending(CALLS[call]));

/** The PATCH of the switch. */
export const PATCH_CALL = 'setSchoolGamificationStatus' as const;

/**
 * The switch's PATCH as the world answers it: notes each `status=` sent and answers the saved
 * setting, which the following GET then reads (as the mock remembers it).
 */
export function gamificationWorld(sent: string[], start: 'on' | 'off' = 'on'): HttpHandler[] {
  let setting: GamificationStatus = example(CALLS.gamification, start === 'on' ? 'school' : 'switchedOff');
  return [
    handling(CALLS.gamification, () => setting),
    handling(PATCH_CALL, ({ query }) => {
      const status = query.get('status') ?? '';
      sent.push(status);
      setting = example(PATCH_CALL, status === 'on' ? 'switchedOn' : 'school');
      return setting;
    }),
  ];
}

/** The switch's PATCH failing with the server saying nothing (the catalogue's message shows). */
export const patchFailing = failing(PATCH_CALL, 500);
