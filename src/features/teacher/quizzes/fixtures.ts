import { HttpResponse } from 'msw';
import type { QuizCreate } from '@/api/generated/model';
import { answeringExample, example, handling, type AnswerOf } from '@/testing/handlers';

/** The calls of the quiz screens (the contract's operations). */
export const DASHBOARD = 'getTeacherClassDashboard' as const;
export const LIST = 'listTeacherQuizzes' as const;
export const SKILLS = 'listQuizSkills' as const;
export const CREATE = 'createTeacherQuiz' as const;

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
  // The contract's example of the 201 answer.
  const created = () => example(CREATE, 'teacher', '201')[0]!;
  const handlers = [
    answeringExample('getTeacherClassDashboard', 'teacher'),
    answeringExample('listQuizSkills', 'teacher'),
    handling(CREATE, async ({ body }) => {
      const sent = await body();
      state.sent.push(sent);
      return HttpResponse.json<AnswerOf<typeof CREATE>>([{ ...created(), title: sent.title }], { status: 201 });
    }),
    handling(LIST, ({ query }) => {
      state.lists.push(query);
      const world = example(LIST, 'teacher');
      const fresh = state.sent.map((body) => ({ ...created(), title: body.title }));
      return [...fresh, ...world];
    }),
  ];
  const reset = () => {
    state.sent.length = 0;
    state.lists.length = 0;
  };
  return { state, handlers, reset };
}
