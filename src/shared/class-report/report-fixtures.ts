// Stories and tests only: the teacher's five report calls answering, waiting or failing.
import type { HttpHandler } from 'msw';
import { answeringExample, failing, pending } from '@/testing/handlers';

/** The teacher's report calls, by operationId. */
export const TEACHER_REPORT_OPERATIONS = {
  total: 'getTeacherTotalScore',
  time: 'getTeacherTimeReport',
  questions: 'getTeacherQuestionsReport',
  homework: 'getTeacherHomeworksPieChart',
  skills: 'getTeacherSkillsReport',
} as const;

export type TeacherReportCall = keyof typeof TEACHER_REPORT_OPERATIONS;
const ALL = Object.keys(TEACHER_REPORT_OPERATIONS) as TeacherReportCall[];

/** Every call (or the named ones) answering the contract's example `name` ('teacher' or 'empty'). */
export function answeringReports(name: 'teacher' | 'empty', calls: TeacherReportCall[] = ALL): HttpHandler[] {
  return calls.map((call) => answeringExample(TEACHER_REPORT_OPERATIONS[call], name));
}

/** Every call never answering (loading states). */
export function pendingReports(): HttpHandler[] {
  return ALL.map((call) => pending(TEACHER_REPORT_OPERATIONS[call]));
}

/** Every call failing with a 500 and no message (the catalogue's text shows). */
export function failingReports(calls: TeacherReportCall[] = ALL): HttpHandler[] {
  return calls.map((call) => failing(TEACHER_REPORT_OPERATIONS[call], 500));
}
