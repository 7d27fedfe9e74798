/**
 * Quiz results, judged from the saved answers with the curriculum's `judge()` whenever they are
 * read: the pupil's result page, the teacher's and the manager's reports all call `scoreOf`, so
 * they cannot disagree. A result exists once the attempt is handed in (by the pupil or the clock).
 */
import type { World } from './build.ts';
import { judge, questionById } from './curriculum/index.ts';
import type { AnswerValue, QuestionRec } from './curriculum/types.ts';
import { settledAttempts } from './quiz-attempts.ts';
import { totalPoints, type AttemptRec, type QuizRec } from './quizzes.ts';

export interface JudgedItem {
  /** The question's number in this pupil's order. */
  number: number;
  question: QuestionRec;
  points: number;
  answer: AnswerValue | null;
  correct: boolean;
  earned: number;
}

export interface QuizScore {
  pupil_id: number;
  items: JudgedItem[];
  score: number;
  total: number;
  percent: number;
  correct: number;
  wrong: number;
  unanswered: number;
  seconds: number;
  started_at: Date;
  submitted_at: Date;
}

export function scoreOf(quiz: QuizRec, attempt: AttemptRec & { submitted_at: Date }): QuizScore {
  const points = new Map(quiz.items.map((item) => [item.question_id, item.points]));
  const items = attempt.order.map((id, i): JudgedItem => {
    const question = questionById(id)!;
    const answer = attempt.answers.get(id)?.answer ?? null;
    const correct = answer !== null && judge(question, answer);
    const weight = points.get(id)!;
    return { number: i + 1, question, points: weight, answer, correct, earned: correct ? weight : 0 };
  });
  const score = items.reduce((sum, item) => sum + item.earned, 0);
  const total = totalPoints(quiz);
  const unanswered = items.filter((item) => item.answer === null).length;
  const correct = items.filter((item) => item.correct).length;
  return {
    pupil_id: attempt.pupil_id,
    items,
    score,
    total,
    percent: Math.round((score * 100) / total),
    correct,
    wrong: items.length - correct - unanswered,
    unanswered,
    seconds: Math.round((attempt.submitted_at.getTime() - attempt.started_at.getTime()) / 1000),
    started_at: attempt.started_at,
    submitted_at: attempt.submitted_at,
  };
}

const handedIn = (attempt: AttemptRec): attempt is AttemptRec & { submitted_at: Date } => attempt.submitted_at !== null;

/** Every handed-in result of the quiz at `now`, by pupil id. */
export function classScores(world: World, quiz: QuizRec, now: Date): Map<number, QuizScore> {
  const attempts = settledAttempts(world, quiz, now).filter(handedIn);
  return new Map(attempts.map((attempt) => [attempt.pupil_id, scoreOf(quiz, attempt)]));
}

/** The mean percent of the results, or null without any. */
export function averagePercent(scores: Iterable<QuizScore>): number | null {
  const list = [...scores];
  return list.length ? Math.round(list.reduce((sum, s) => sum + s.percent, 0) / list.length) : null;
}

/** Whether pupils may see the right answers and solutions now (show_answers_after). */
export function answersShown(quiz: QuizRec, now: Date): boolean {
  return quiz.show_answers_after === 'submission' || (quiz.show_answers_after === 'quiz_end' && now >= quiz.end_at);
}
