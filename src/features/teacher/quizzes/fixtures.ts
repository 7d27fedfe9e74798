import { http, HttpResponse } from 'msw';
import type { Quiz, QuizCreate } from '@/api/generated/model';
import { answeringExample, example } from '@/testing/handlers';

/** The calls of the quiz screens (MSW patterns; the base URL is matched by the handlers). */
export const DASHBOARD = '/teacher/dashboard/class/';
export const LIST = '/teacher/quiz/get-all-quiz/';
export const SKILLS = '/teacher/quiz/skills/';
export const CREATE = '/teacher/quiz/create/';

/** The day `days` after `day` ('YYYY-MM-DD'), in the calendar (no time zone involved). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A small server for the new-quiz journey: the class dashboard and skills from the contract's
 * examples, a POST that records its body and answers the created quiz, and a list that shows
 * what was created on top of the demo world's quizzes. `reset()` forgets what was created.
 */
export function quizServer() {
  const state: { sent: QuizCreate[]; lists: URLSearchParams[] } = { sent: [], lists: [] };
  const created = () => (example('createTeacherQuiz', 'teacher', '201') as Quiz[])[0]!;
  const handlers = [
    answeringExample('get', DASHBOARD, 'getTeacherClassDashboard', 'teacher'),
    answeringExample('get', SKILLS, 'listQuizSkills', 'teacher'),
    http.post(`*${CREATE}`, async ({ request }) => {
      const body = (await request.json()) as QuizCreate;
      state.sent.push(body);
      return HttpResponse.json([{ ...created(), title: body.title }], { status: 201 });
    }),
    http.get(`*${LIST}`, ({ request }) => {
      state.lists.push(new URL(request.url).searchParams);
      const world = example('listTeacherQuizzes', 'teacher') as Quiz[];
      const fresh = state.sent.map((body) => ({ ...created(), title: body.title }));
      return HttpResponse.json([...fresh, ...world]);
    }),
  ];
  const reset = () => {
    state.sent.length = 0;
    state.lists.length = 0;
  };
  return { state, handlers, reset };
}
