import { HttpResponse } from 'msw';
import type { QuizCreate, QuizUpdate } from '@/api/generated/model';
import { answeringExample, example, handling, type AnswerOf } from '@/testing/handlers';

/** The calls of the quiz screens (the contract's operations). */
export const DASHBOARD = 'getTeacherClassDashboard' as const;
export const LIST = 'listTeacherQuizzes' as const;
export const SKILLS = 'listQuizSkills' as const;
export const CREATE = 'createTeacherQuiz' as const;
export const EDIT = 'getTeacherQuizEditForm' as const;
export const UPDATE = 'updateTeacherQuiz' as const;
export const CANCEL = 'cancelTeacherQuiz' as const;

/**
 * A small server for the new-quiz journey: the class dashboard and skills from the contract's
 * examples, a POST that records its body and answers the created quiz, and a list that shows
 * what was created on top of the demo world's quizzes. `reset()` forgets what was created.
 */
export function quizServer() {
  const state: { sent: QuizCreate[]; lists: URLSearchParams[]; updated: QuizUpdate[]; cancelled: number[] } = {
    sent: [],
    lists: [],
    updated: [],
    cancelled: [],
  };
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
      const world = example(LIST, 'teacher').filter((quiz) => !state.cancelled.includes(quiz.id));
      const fresh = state.sent.map((body) => ({ ...created(), title: body.title }));
      return [...fresh, ...world];
    }),
    answeringExample(EDIT, 'teacher'),
    handling(UPDATE, async ({ body }) => {
      state.updated.push(await body());
      return example(UPDATE, 'teacher');
    }),
    handling(CANCEL, ({ params }) => {
      state.cancelled.push(Number(params.id));
      return example(CANCEL, 'teacher');
    }),
  ];
  const reset = () => {
    state.sent.length = 0;
    state.lists.length = 0;
    state.updated.length = 0;
    state.cancelled.length = 0;
  };
  return { state, handlers, reset };
}
