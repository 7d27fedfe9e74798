/**
 * The stories' server: one quiz's result, details and course skills answered from the contract's
 * examples (fixtures.ts), so each story names only the quiz it shows. Never imported by the screens.
 */
import type { HttpHandler } from 'msw';
import type { QuizResult } from '@/api/generated/model';
import { answering, failing, pending } from '@/testing/handlers';
import { hiddenResult, mathResult, mathSkills, notHandedIn, quizOf, scienceQuiz, scienceResult } from './fixtures';

/** A handed-in quiz's result with its details (from Sara's list) and the course's skills. */
export function handedIn(result: QuizResult, quizId = result.quiz_id): HttpHandler[] {
  const details = quizId === 501 ? scienceQuiz() : quizOf(quizId);
  return [
    answering('getMyQuizResult', result, { params: { quizId } }),
    answering('getMyQuizDetails', details, { params: { quizId } }),
    answering('listMySkills', mathSkills()),
  ];
}

/** 497, maths, 73 %, answers never shown. */
export const math = () => handedIn(mathResult());
/** 501, science, answers and solutions shown. */
export const science = () => handedIn(scienceResult());
/** 503, answers shown after the window closes. */
export const hidden = () => handedIn(hiddenResult());

/** 501 still open: the result answers 400 with the server's Persian reason. */
export const notYet = () => [
  failing('getMyQuizResult', 400, notHandedIn(), { params: { quizId: 501 } }),
  answering('getMyQuizDetails', scienceQuiz(), { params: { quizId: 501 } }),
];

/** The result never answers. */
export const loading = (quizId = 497) => [
  pending('getMyQuizResult', { params: { quizId } }),
  pending('getMyQuizDetails', { params: { quizId } }),
];

/** The result fails without a message: the catalogued one shows. */
export const broken = (quizId = 497) => [
  failing('getMyQuizResult', 500, undefined, { params: { quizId } }),
  ...math().slice(1),
];
