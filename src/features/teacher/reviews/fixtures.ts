import { http, HttpResponse } from 'msw';
import type { ReviewGradeSheet, ReviewGroup } from '@/api/generated/model';
import { iranToday } from '@/shared/dates';
import { answeringExample, example } from '@/testing/handlers';

/** The calls of the review screens (MSW patterns; the base URL is matched by the handlers). */
export const CLASSES_PATH = '/teacher/dashboard/class/';
export const GROUPS_PATH = '/teacher/review/groups/';
export const SHEET_PATH = '/teacher/review/grade/:id/';
export const REPORT_PATH = '/teacher/review/groups-report/';
export const STUDENTS_PATH = '/teacher/review/students/';
export const DEADLINE_PATH = '/teacher/review/deadline/';
export const BROWSE_PATH = '/teacher/questions/';

export const sheetExample = () => example('getReviewGradeSheet', 'teacher') as ReviewGradeSheet;
export const groupsExample = () => example('listReviewGroups', 'teacher') as ReviewGroup[];

/** A day `days` after today in Iran, 'YYYY-MM-DD' (today: the world's moment in stories and tests). */
export function dayFromToday(days: number): string {
  const today = new Date(`${iranToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the deadline call received, and the deadline the reads answer with (the world remembers it). */
export interface DeadlineLog {
  bodies: unknown[];
  deadline: string;
}

/**
 * The reviews screen's calls answered with the contract's teacher examples; group 413's deadline
 * is remembered from the PATCH, so a story or test sees the new one on re-read.
 */
export function reviewsHandlers(log: DeadlineLog = { bodies: [], deadline: sheetExample().group.deadline }) {
  const withDeadline = (group: ReviewGroup): ReviewGroup =>
    group.id === 413 ? { ...group, deadline: log.deadline } : group;
  return [
    answeringExample('get', CLASSES_PATH, 'getTeacherClassDashboard', 'teacher'),
    http.get(`*${GROUPS_PATH}`, () => HttpResponse.json(groupsExample().map(withDeadline))),
    http.get(`*${SHEET_PATH}`, () => {
      const sheet = sheetExample();
      return HttpResponse.json({ ...sheet, group: withDeadline(sheet.group) });
    }),
    answeringExample('get', REPORT_PATH, 'getReviewGroupsReport', 'teacher'),
    answeringExample('get', STUDENTS_PATH, 'listReviewStudents', 'teacher'),
    http.patch(`*${DEADLINE_PATH}`, async ({ request }) => {
      const body = (await request.json()) as { deadline: string };
      log.bodies.push(body);
      log.deadline = body.deadline;
      return HttpResponse.json(withDeadline(sheetExample().group));
    }),
  ];
}

/** The review question page's calls: the group (from its grade sheet) and the bank's example question. */
export const questionHandlers = () => [
  answeringExample('get', SHEET_PATH, 'getReviewGradeSheet', 'teacher'),
  answeringExample('get', BROWSE_PATH, 'browseSkillQuestions', 'teacher'),
];
