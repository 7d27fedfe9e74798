import type { HttpHandler } from 'msw';
import { answeringExample, example, failing, handling, pending } from '@/testing/handlers';

/** The calls of the teacher's home by operationId (stories and tests share them). */
export const CALLS = {
  classes: 'getTeacherClassDashboard',
  homework: 'listClassHomework',
  quizzes: 'listTeacherQuizzes',
  records: 'listTeacherStudentRecords',
} as const;
export type Call = keyof typeof CALLS;

/**
 * The homework call answered as the world does for `status=active`: class 41's example page keeps
 * its active homework, any other class (42) has none, so each class shows its own list.
 */
export function homeworkByClass(name = 'teacher', onAsk: (query: URLSearchParams) => void = () => {}): HttpHandler {
  return handling(CALLS.homework, ({ query }) => {
    onAsk(query);
    const page = example(CALLS.homework, name);
    const classId = Number(query.get('classId'));
    const results = page.results.filter((hw) => hw.class.id === classId && hw.status === 'active');
    return { ...page, count: results.length, total_pages: results.length ? 1 : 0, results };
  });
}

/** Every call answered by its named example (`teacher` unless named), with overrides per call. */
export function examples(names: Partial<Record<Call, string>> = {}): HttpHandler[] {
  return (Object.keys(CALLS) as Call[]).map((call) =>
    call === 'homework' ? homeworkByClass(names.homework) : answeringExample(CALLS[call], names[call] ?? 'teacher'),
  );
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing(CALLS[call], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending(CALLS[call]));

/** One call fails; the others answer their examples. */
export const failingOnly = (call: Call): HttpHandler[] => [failing(CALLS[call], 500), ...examples()];
