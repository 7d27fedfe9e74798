/**
 * Stories' and tests' server: each homework call answered from the contract's examples (the demo
 * world at 2026-11-22): homework 4105 «مرور دانش و دانایی» of class 41, pupil 101 سارا احمدی, skill
 * 40203 «جمع با «ان» و «ها»». Never imported by the screens.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Homework, HomeworkReport } from '@/api/generated/model';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';

export const HOMEWORK_ID = 4105;
export const STUDENT_ID = 101;
export const SKILL_ID = 40203;

export const api = {
  homework: `/teacher/homework/${HOMEWORK_ID}/`,
  report: `/teacher/homework/${HOMEWORK_ID}/report/`,
  comment: `/teacher/homework/${HOMEWORK_ID}/comment/`,
  skillWork: '/teacher/homework/question-homework-skill/',
  schoolReport: `/school/homework/${HOMEWORK_ID}/report/`,
  schoolStudents: '/school/homework/students/',
  schoolSkills: '/school/homework/skills/',
  schoolStudent: '/school/homework/student/',
  schoolSkillWork: '/school/homework/student-skills/',
};

export const homework = example('getTeacherHomework', 'teacher') as Homework;
export const report = example('getTeacherHomeworkReport', 'teacher') as HomeworkReport;

/** The teacher's homework page (and pupil page): the homework and its report. */
export const teacherLoaded = (): HttpHandler[] => [
  answeringExample('get', api.homework, 'getTeacherHomework', 'teacher'),
  answeringExample('get', api.report, 'getTeacherHomeworkReport', 'teacher'),
  answeringExample('get', api.comment, 'listHomeworkComments', 'teacher'),
];
/** The same homework in a class without pupils (the contract has no `empty` example for the report). */
export const teacherEmpty = (): HttpHandler[] => [
  answeringExample('get', api.homework, 'getTeacherHomework', 'teacher'),
  answering('get', api.report, { ...report, student_count: 0, done_count: 0, started_count: 0, students: [] }),
  answeringExample('get', api.comment, 'listHomeworkComments', 'empty'),
];
export const teacherLoading = (): HttpHandler[] => [
  pending('get', api.homework),
  pending('get', api.report),
  pending('get', api.comment),
];
export const teacherBroken = (): HttpHandler[] => [
  failing('get', api.homework, 500),
  answeringExample('get', api.report, 'getTeacherHomeworkReport', 'teacher'),
  answeringExample('get', api.comment, 'listHomeworkComments', 'teacher'),
];
export const teacherMissing = (): HttpHandler[] => [
  answeringExample('get', api.homework, 'getTeacherHomework', 'default', 404),
  answeringExample('get', api.report, 'getTeacherHomeworkReport', 'default', 404),
  answeringExample('get', api.comment, 'listHomeworkComments', 'default', 404),
];

/** The PATCH answers the example with the date it was sent, as the world does; `sent` records each body. */
export function extending(sent: unknown[]): HttpHandler {
  return http.patch(`*${api.homework}`, async ({ request }) => {
    const body = (await request.json()) as { endDate: string };
    sent.push(body);
    return HttpResponse.json({ ...homework, end_date: body.endDate });
  });
}

/** The DELETE answers the example; `calls` records each one. */
export function deleting(calls: string[]): HttpHandler {
  return http.delete(`*${api.homework}`, ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return HttpResponse.json(example('deleteTeacherHomework', 'default') as Record<string, unknown>);
  });
}

/** The school's homework page: report, pupils, skills. */
export const schoolLoaded = (): HttpHandler[] => [
  answeringExample('get', api.schoolReport, 'getSchoolHomeworkReport', 'school'),
  answeringExample('get', api.schoolStudents, 'getSchoolHomeworkStudents', 'school'),
  answeringExample('get', api.schoolSkills, 'getSchoolHomeworkSkills', 'school'),
];

export const skillLoaded = (name = 'teacher'): HttpHandler[] => [
  answeringExample('get', api.skillWork, 'getHomeworkSkillWork', name),
];
