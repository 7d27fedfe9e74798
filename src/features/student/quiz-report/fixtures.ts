/**
 * Stories' and tests' data: the contract's examples (the demo world at 2026-11-22, README).
 * Never imported by the screens.
 * - 497 «آزمون فصل ۱ ریاضی» (getMyQuizResult): 73 %, class average 68, answers never shown.
 * - 501 «آزمون فصل ۲ علوم» (submitQuiz): answers and solutions shown at once.
 * - 503 «آزمون کسر» (submitQuiz answersAfterQuizEnd): answers after the window, no class average yet.
 */
import type { Quiz, QuizResult } from '@/api/generated/model';
import { example } from '@/testing/handlers';

export const mathResult = () => example('getMyQuizResult', 'student');
export const scienceResult = () => example('submitQuiz', 'student');
export const hiddenResult = () => example('submitQuiz', 'answersAfterQuizEnd');
export const mathSkills = () => example('listMySkills', 'student');
export const scienceQuiz = () => example('getMyQuizDetails', 'student');

/** A quiz of Sara's list (listMyQuizzes), as its details answer it. */
export function quizOf(id: number): Quiz {
  const quiz = example('listMyQuizzes', 'student').find((q) => q.id === id);
  if (!quiz) throw new Error(`No quiz ${id} in listMyQuizzes' example`);
  return quiz;
}

/** 497 with every question right: 100 percent, for the celebration. */
export function perfectResult(): QuizResult {
  const result = mathResult();
  return {
    ...result,
    score: result.total_points,
    percent: 100,
    correct_count: result.questions.length,
    wrong_count: 0,
    unanswered_count: 0,
    questions: result.questions.map((q) => ({ ...q, correct: true, points_earned: q.points })),
  };
}

/** The server's reason for a quiz not handed in yet (the contract's 400 example). */
export const notHandedIn = () => (example('getMyQuizResult', 'default', '400') as { detail: string }).detail;
