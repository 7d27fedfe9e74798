// Stories and tests only: the teacher's five report calls answering, waiting or failing.
import type { HttpHandler } from 'msw';
import { answeringExample, failing, pending } from '@/testing/handlers';

/** The teacher's report calls: path and operationId. */
export const TEACHER_REPORT_CALLS = {
  total: ['/teacher/report/total-score/', 'getTeacherTotalScore'],
  time: ['/teacher/report/time/', 'getTeacherTimeReport'],
  questions: ['/teacher/report/questions/', 'getTeacherQuestionsReport'],
  homework: ['/teacher/report/homeworks-pie-chart/', 'getTeacherHomeworksPieChart'],
  skills: ['/teacher/report/skills/', 'getTeacherSkillsReport'],
} as const;

export type TeacherReportCall = keyof typeof TEACHER_REPORT_CALLS;
const ALL = Object.keys(TEACHER_REPORT_CALLS) as TeacherReportCall[];

/** Every call (or the named ones) answering the contract's example `name` ('teacher' or 'empty'). */
export function answeringReports(name: 'teacher' | 'empty', calls: TeacherReportCall[] = ALL): HttpHandler[] {
  return calls.map((call) =>
    answeringExample('get', TEACHER_REPORT_CALLS[call][0], TEACHER_REPORT_CALLS[call][1], name),
  );
}

/** Every call never answering (loading states). */
export function pendingReports(): HttpHandler[] {
  return ALL.map((call) => pending('get', TEACHER_REPORT_CALLS[call][0]));
}

/** Every call failing with a 500 and no message (the catalogue's text shows). */
export function failingReports(calls: TeacherReportCall[] = ALL): HttpHandler[] {
  return calls.map((call) => failing('get', TEACHER_REPORT_CALLS[call][0], 500));
}
