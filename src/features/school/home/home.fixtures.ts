import { http, HttpResponse, type HttpHandler } from 'msw';
import type { GamificationStatus, Grade, SchoolClass } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { classInfoById } from '@/testing/class-info';

/** The GET calls of the school manager's home: path and operationId (stories and tests share them). */
export const CALLS = {
  grades: ['/school/dashboard/grade/', 'getSchoolGrades'],
  classes: ['/school/dashboard/grade/*/class/', 'getSchoolGradeClasses'],
  time: ['/school/report/time/', 'getSchoolTimeReport'],
  homework: ['/school/report/homeworks-pie-chart/', 'getSchoolHomeworksPieChart'],
  gamification: ['/school/dashboard/gamification-status/', 'getSchoolGamificationStatus'],
  /** Each class's courses: its name links to the first one's page. */
  classInfo: ['/school/class-management/*/info/', 'getSchoolClassInfo'],
} as const;
export type Call = keyof typeof CALLS;

const GRADE_DIGIT: Record<Grade, number> = { third: 3, fourth: 4, fifth: 5, sixth: 6 };

/**
 * The contract has the classes of grade 4 only (چهارم الف 41, چهارم ب 42); the world names every
 * grade's classes the same way (سوم الف 31 … ششم ب 62), so the other grades are that example renamed.
 */
export function classesOfGrade(grade: Grade, name = 'school'): SchoolClass[] {
  const fourth = example(CALLS.classes[1], name) as SchoolClass[];
  return fourth.map((c) => ({
    ...c,
    grade,
    id: GRADE_DIGIT[grade] * 10 + (c.id % 10),
    name: c.name.replace(common.grades.fourth, common.grades[grade]),
  }));
}

/** The grade classes call, answered per grade in the address. */
export function classesByGrade(name = 'school'): HttpHandler {
  return http.get('*/school/dashboard/grade/:grade/class/', ({ params }) =>
    HttpResponse.json(classesOfGrade(params.grade as Grade, name)),
  );
}

/** Every GET answered by its named example (`school` unless named), with overrides per call. */
export function examples(names: Partial<Record<Call, string>> = {}): HttpHandler[] {
  return (Object.keys(CALLS) as Call[]).map((call) =>
    call === 'classes'
      ? classesByGrade(names.classes)
      : call === 'classInfo'
        ? classInfoById(names.classInfo)
        : answeringExample('get', CALLS[call][0], CALLS[call][1], names[call] ?? 'school'),
  );
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing('get', CALLS[call][0], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending('get', CALLS[call][0]));

/** The PATCH path of the switch. */
export const PATCH_PATH = CALLS.gamification[0];

/**
 * The switch's PATCH as the world answers it: notes each `status=` sent and answers the saved
 * setting, which the following GET then reads (as the mock remembers it).
 */
export function gamificationWorld(sent: string[], start: 'on' | 'off' = 'on'): HttpHandler[] {
  let setting = example(CALLS.gamification[1], start === 'on' ? 'school' : 'switchedOff') as GamificationStatus;
  return [
    http.get(`*${PATCH_PATH}`, () => HttpResponse.json(setting)),
    http.patch(`*${PATCH_PATH}`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      sent.push(status);
      setting = example('setSchoolGamificationStatus', status === 'on' ? 'switchedOn' : 'school') as GamificationStatus;
      return HttpResponse.json(setting);
    }),
  ];
}

/** The switch's PATCH failing with the server saying nothing (the catalogue's message shows). */
export const patchFailing = failing('patch', PATCH_PATH, 500);
