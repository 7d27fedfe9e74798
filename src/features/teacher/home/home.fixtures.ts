import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ClassHomeworkPage } from '@/api/generated/model';
import { answeringExample, example, failing, pending } from '@/testing/handlers';

/** The calls of the teacher's home: path and operationId (stories and tests share them). */
export const CALLS = {
  classes: ['/teacher/dashboard/class/', 'getTeacherClassDashboard'],
  homework: ['/teacher/homework/class/', 'listClassHomework'],
  quizzes: ['/teacher/quiz/get-all-quiz/', 'listTeacherQuizzes'],
  records: ['/teacher/dashboard/student-records/', 'listTeacherStudentRecords'],
} as const;
export type Call = keyof typeof CALLS;

/**
 * The homework call answered as the world does for `status=active`: class 41's example page keeps
 * its active homework, any other class (42) has none, so each class shows its own list.
 */
export function homeworkByClass(name = 'teacher'): HttpHandler {
  return http.get(`*${CALLS.homework[0]}`, ({ request }) => {
    const page = example(CALLS.homework[1], name) as ClassHomeworkPage;
    const classId = Number(new URL(request.url).searchParams.get('classId'));
    const results = page.results.filter((hw) => hw.class.id === classId && hw.status === 'active');
    return HttpResponse.json({ ...page, count: results.length, total_pages: results.length ? 1 : 0, results });
  });
}

/** Every call answered by its named example (`teacher` unless named), with overrides per call. */
export function examples(names: Partial<Record<Call, string>> = {}): HttpHandler[] {
  return (Object.keys(CALLS) as Call[]).map((call) =>
    call === 'homework'
      ? homeworkByClass(names.homework)
      : answeringExample('get', CALLS[call][0], CALLS[call][1], names[call] ?? 'teacher'),
  );
}

export const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing('get', CALLS[call][0], 500));
export const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending('get', CALLS[call][0]));

/** One call fails; the others answer their examples. */
export const failingOnly = (call: Call): HttpHandler[] => [failing('get', CALLS[call][0], 500), ...examples()];
