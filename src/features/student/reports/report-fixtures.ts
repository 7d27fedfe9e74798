import type { HttpHandler } from 'msw';
import { answeringExample, failing, pending } from '@/testing/handlers';

/** The report calls of /report and /performance: path and operationId (stories and tests). */
export const REPORT_CALLS = {
  hourly: ['/member/report/hourly-distribution/', 'getMyHourlyDistributionReport'],
  duration: ['/member/report/practice-duration/', 'getMyPracticeDurationReport'],
  completion: ['/member/report/completion-summary/', 'getMyCompletionSummaryReport'],
  accuracy: ['/member/report/answer-accuracy/', 'getMyAnswerAccuracyReport'],
  cups: ['/member/report/number-of-cups/', 'getMyCupsReport'],
  timeOfDay: ['/member/report/performance-by-time-of-day/', 'getMyTimeOfDayPerformanceReport'],
  skills: ['/member/report/skills-performance/', 'getMySkillsPerformanceReport'],
} as const;

export type ReportCall = keyof typeof REPORT_CALLS;

/** Each named call answering the contract's example `name` ('student' or 'empty'). */
export function answeringAll(calls: ReportCall[], name: 'student' | 'empty'): HttpHandler[] {
  return calls.map((call) => answeringExample('get', REPORT_CALLS[call][0], REPORT_CALLS[call][1], name));
}

/** Each named call never answering. */
export function pendingAll(calls: ReportCall[]): HttpHandler[] {
  return calls.map((call) => pending('get', REPORT_CALLS[call][0]));
}

/** One call failing with a 500 and no message (the catalogue's text shows). */
export function failingCall(call: ReportCall): HttpHandler {
  return failing('get', REPORT_CALLS[call][0], 500);
}

export const REPORT_PAGE_CALLS: ReportCall[] = ['hourly', 'duration', 'completion', 'accuracy', 'cups'];
export const PERFORMANCE_PAGE_CALLS: ReportCall[] = ['timeOfDay', 'skills'];
