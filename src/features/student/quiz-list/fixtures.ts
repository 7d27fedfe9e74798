/**
 * Stories' and tests' data: the contract's examples (the demo world at 2026-11-22, README), with
 * every quiz window moved by as many whole days as today is from that day, so «۷ روز دیگر» and
 * an open quiz stay true whenever they run. Never imported by the screens.
 */
import type { Quiz, QuizStatus } from '@/api/generated/model';
import { IRAN_TIME_ZONE } from '@/shared/dates';
import { example } from '@/testing/handlers';

const EXAMPLES_DAY = '2026-11-22';
const DAY_MS = 86_400_000;

export const LIST_PATH = '/member/quiz/get-all/';
export const detailsPath = (id: number) => `/member/quiz/${id}/details/`;

/** Whole days from the examples' day to today in Iran. */
function offsetDays(): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IRAN_TIME_ZONE }).format(new Date());
  return Math.round((Date.parse(today) - Date.parse(EXAMPLES_DAY)) / DAY_MS);
}

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** A quiz with its window moved to today's week. */
export function moved(quiz: Quiz, days = offsetDays()): Quiz {
  return { ...quiz, start_at: shift(quiz.start_at, days), end_at: shift(quiz.end_at, days) };
}

/**
 * Sara's quizzes: 501 open (science, answers at once), 503 upcoming in 7 days (answers at the
 * end), 499, 497 (answers never) and 495 handed in.
 */
export function quizList(): Quiz[] {
  return (example('listMyQuizzes', 'student') as Quiz[]).map((quiz) => moved(quiz));
}

/** Quiz 501 before starting it (`getMyQuizDetails`). */
export const openDetails = (): Quiz => moved(example('getMyQuizDetails', 'student') as Quiz);

/** Quiz 501 once started: the quiz as the contract's resumed session carries it. */
export const runningDetails = (): Quiz => moved((example('getMyQuizSession', 'student') as { quiz: Quiz }).quiz);

/** The list with one quiz's status changed (a started or a closed quiz; the examples hold neither). */
export function withStatus(list: Quiz[], id: number, status: QuizStatus): Quiz[] {
  return list.map((quiz) => (quiz.id === id ? { ...quiz, status } : quiz));
}

export const notFoundDetail = (example('getMyQuizDetails', 'default', '404') as { detail: string }).detail;
