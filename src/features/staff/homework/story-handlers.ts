/**
 * Stories' and tests' server: each homework call answered from the contract's examples (the demo
 * world at 2026-11-22): homework 4105 «مرور دانش و دانایی» of class 41, pupil 101 سارا احمدی, skill
 * 40203 «جمع با «ان» و «ها»». Never imported by the screens.
 */
import type { HttpHandler } from 'msw';
import { answering, answeringExample, example, failing, handling, pending } from '@/testing/handlers';

export const HOMEWORK_ID = 4105;
export const STUDENT_ID = 101;
export const SKILL_ID = 40203;

/** The homework calls by operationId; those with an id are asked for homework 4105 (`THIS_HOMEWORK`). */
export const api = {
  homework: 'getTeacherHomework',
  extend: 'updateHomeworkEndDate',
  remove: 'deleteTeacherHomework',
  report: 'getTeacherHomeworkReport',
  comments: 'listHomeworkComments',
  comment: 'createHomeworkComment',
  skillWork: 'getHomeworkSkillWork',
  schoolReport: 'getSchoolHomeworkReport',
  schoolStudents: 'getSchoolHomeworkStudents',
  schoolSkills: 'getSchoolHomeworkSkills',
  schoolStudent: 'getSchoolStudentHomework',
  schoolSkillWork: 'getSchoolStudentHomeworkSkill',
} as const;
/** The path values of homework 4105's calls. */
export const THIS_HOMEWORK = { params: { id: HOMEWORK_ID } };

export const homework = example(api.homework, 'teacher');
export const report = example(api.report, 'teacher');

/** The teacher's homework page (and pupil page): the homework and its report. */
export const teacherLoaded = (): HttpHandler[] => [
  answeringExample(api.homework, 'teacher', THIS_HOMEWORK),
  answeringExample(api.report, 'teacher', THIS_HOMEWORK),
  answeringExample(api.comments, 'teacher', THIS_HOMEWORK),
];
/** The same homework in a class without pupils (the contract has no `empty` example for the report). */
export const teacherEmpty = (): HttpHandler[] => [
  answeringExample(api.homework, 'teacher', THIS_HOMEWORK),
  answering(api.report, { ...report, student_count: 0, done_count: 0, started_count: 0, students: [] }, THIS_HOMEWORK),
  answeringExample(api.comments, 'empty', THIS_HOMEWORK),
];
export const teacherLoading = (): HttpHandler[] => [
  pending(api.homework, THIS_HOMEWORK),
  pending(api.report, THIS_HOMEWORK),
  pending(api.comments, THIS_HOMEWORK),
];
export const teacherBroken = (): HttpHandler[] => [
  failing(api.homework, 500, undefined, THIS_HOMEWORK),
  answeringExample(api.report, 'teacher', THIS_HOMEWORK),
  answeringExample(api.comments, 'teacher', THIS_HOMEWORK),
];
export const teacherMissing = (): HttpHandler[] => [
  answeringExample(api.homework, 'default', { ...THIS_HOMEWORK, status: 404 }),
  answeringExample(api.report, 'default', { ...THIS_HOMEWORK, status: 404 }),
  answeringExample(api.comments, 'default', { ...THIS_HOMEWORK, status: 404 }),
];

/** The PATCH answers the example with the date it was sent, as the world does; `sent` records each body. */
export function extending(sent: unknown[]): HttpHandler {
  return handling(
    api.extend,
    async ({ body }) => {
      const asked = await body();
      sent.push(asked);
      return { ...homework, end_date: asked.endDate };
    },
    THIS_HOMEWORK,
  );
}

/** The DELETE answers the example; `calls` records each one. */
export function deleting(calls: string[]): HttpHandler {
  return handling(
    api.remove,
    ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return example(api.remove, 'default');
    },
    THIS_HOMEWORK,
  );
}

/** The school's homework page: report, pupils, skills. */
export const schoolLoaded = (): HttpHandler[] => [
  answeringExample(api.schoolReport, 'school', THIS_HOMEWORK),
  answeringExample(api.schoolStudents, 'school'),
  answeringExample(api.schoolSkills, 'school'),
];

export const skillLoaded = (name = 'teacher'): HttpHandler[] => [answeringExample(api.skillWork, name)];

/** More time for some pupils: records the body and answers the report with their new deadline. */
export function extendingPupils(sent: unknown[]): HttpHandler {
  return handling(
    'createHomeworkExtension',
    async ({ body }) => {
      const asked = await body();
      sent.push(asked);
      return {
        ...report,
        students: report.students.map((s) =>
          asked.studentIds.includes(s.student_id)
            ? { ...s, end_date: asked.endDate, status: 'in_progress' as const }
            : s,
        ),
      };
    },
    THIS_HOMEWORK,
  );
}

/** The same note to several pupils: records the body and answers one note each. */
export function notingPupils(sent: unknown[]): HttpHandler {
  return handling(
    'createHomeworkComments',
    async ({ body }) => {
      const asked = await body();
      sent.push(asked);
      return new Response(
        JSON.stringify(
          asked.studentIds.map((id, i) => ({
            id: 9100 + i,
            homework_id: HOMEWORK_ID,
            student_id: id,
            text: asked.text,
            author: 'مریم رضایی',
            created_at: '2026-11-22T09:00:00+03:30',
          })),
        ),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    },
    THIS_HOMEWORK,
  );
}
