import type { ReviewGroup } from '@/api/generated/model';
import { iranToday } from '@/shared/dates';
import { answeringExample, example, handling } from '@/testing/handlers';

/** The calls of the review screens (the contract's operations). */
export const CLASSES_CALL = 'getTeacherClassDashboard' as const;
export const GROUPS_CALL = 'listReviewGroups' as const;
export const SHEET_CALL = 'getReviewGradeSheet' as const;
export const REPORT_CALL = 'getReviewGroupsReport' as const;
export const STUDENTS_CALL = 'listReviewStudents' as const;
export const DEADLINE_CALL = 'updateReviewDeadline' as const;
export const BROWSE_CALL = 'browseSkillQuestions' as const;

export const sheetExample = () => example(SHEET_CALL, 'teacher');
export const groupsExample = () => example(GROUPS_CALL, 'teacher');

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
    answeringExample('getTeacherClassDashboard', 'teacher'),
    handling(GROUPS_CALL, () => groupsExample().map(withDeadline)),
    handling(SHEET_CALL, () => {
      const sheet = sheetExample();
      return { ...sheet, group: withDeadline(sheet.group) };
    }),
    answeringExample('getReviewGroupsReport', 'teacher'),
    answeringExample('listReviewStudents', 'teacher'),
    handling(DEADLINE_CALL, async ({ body }) => {
      const sent = await body();
      log.bodies.push(sent);
      log.deadline = sent.deadline;
      return withDeadline(sheetExample().group);
    }),
  ];
}

/** The review question page's calls: the group (from its grade sheet) and the bank's example question. */
export const questionHandlers = () => [
  answeringExample('getReviewGradeSheet', 'teacher'),
  answeringExample('browseSkillQuestions', 'teacher'),
];
