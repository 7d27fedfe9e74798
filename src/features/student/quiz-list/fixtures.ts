/**
 * Stories' and tests' data: the contract's examples (the demo world at 2026-11-22, README), read
 * at that same moment (src/testing/travel.ts), so «۷ روز دیگر» and an open quiz stay true
 * whenever they run. Never imported by the screens.
 */
import type { Quiz, QuizStatus } from '@/api/generated/model';
import { example } from '@/testing/handlers';

/**
 * Sara's quizzes: 501 open (science, answers at once), 503 upcoming in 7 days (answers at the
 * end), 499, 497 (answers never) and 495 handed in.
 */
export function quizList(): Quiz[] {
  return example('listMyQuizzes', 'student');
}

/** Quiz 501 before starting it (`getMyQuizDetails`). */
export const openDetails = (): Quiz => example('getMyQuizDetails', 'student');

/** Quiz 501 once started: the quiz as the contract's resumed session carries it. */
export const runningDetails = (): Quiz => example('getMyQuizSession', 'student').quiz;

/** The list with one quiz's status changed (a started or a closed quiz; the examples hold neither). */
export function withStatus(list: Quiz[], id: number, status: QuizStatus): Quiz[] {
  return list.map((quiz) => (quiz.id === id ? { ...quiz, status } : quiz));
}
