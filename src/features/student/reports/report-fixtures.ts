import type { HttpHandler } from 'msw';
import { answeringExample, failing, pending } from '@/testing/handlers';

/** The report calls of /report and /performance: their operationIds (stories and tests). */
export const REPORT_CALLS = {
  hourly: 'getMyHourlyDistributionReport',
  duration: 'getMyPracticeDurationReport',
  completion: 'getMyCompletionSummaryReport',
  accuracy: 'getMyAnswerAccuracyReport',
  cups: 'getMyCupsReport',
  timeOfDay: 'getMyTimeOfDayPerformanceReport',
  skills: 'getMySkillsPerformanceReport',
} as const;

export type ReportCall = keyof typeof REPORT_CALLS;

/** Each named call answering the contract's example `name` ('student' or 'empty'). */
export function answeringAll(calls: ReportCall[], name: 'student' | 'empty'): HttpHandler[] {
  return calls.map((call) => answeringExample(REPORT_CALLS[call], name));
}

/** Each named call never answering. */
export function pendingAll(calls: ReportCall[]): HttpHandler[] {
  return calls.map((call) => pending(REPORT_CALLS[call]));
}

/** One call failing with a 500 and no message (the catalogue's text shows). */
export function failingCall(call: ReportCall): HttpHandler {
  return failing(REPORT_CALLS[call], 500);
}

export const REPORT_PAGE_CALLS: ReportCall[] = ['hourly', 'duration', 'completion', 'accuracy', 'cups'];
export const PERFORMANCE_PAGE_CALLS: ReportCall[] = ['timeOfDay', 'skills'];
