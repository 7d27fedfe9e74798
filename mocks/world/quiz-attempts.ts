/**
 * A pupil taking a quiz, on the server's clock: the first opening starts the timer (ends_at is
 * the earlier of started + duration and the quiz's end_at), answers and flags are saved one by
 * one, the client's remaining time may only bring ends_at earlier, and once ends_at has passed
 * the next read hands the quiz in with what was saved. Times are kept to the whole second, so
 * remaining_seconds is exactly ends_at − server_time as the contract writes them.
 */
import type { World } from './build.ts';
import type { AnswerValue } from './curriculum/types.ts';
import { questionOrder } from './quiz-answers.ts';
import { attemptsOf, type AttemptRec, type QuizRec, type QuizStatus } from './quizzes.ts';

const MINUTE = 60_000;

/** `at` to the whole second (ISO date-times carry seconds). */
export const toSecond = (at: Date): Date => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** Hands the attempt in when its time has run out: at ends_at, with what was saved. */
export function settle(quiz: QuizRec, attempt: AttemptRec, now: Date): AttemptRec {
  if (attempt.submitted_at === null && now >= attempt.ends_at) {
    attempt.submitted_at = attempt.ends_at;
    attempt.submitted_by = attempt.ends_at.getTime() >= quiz.end_at.getTime() ? 'window' : 'timer';
    attempt.updated_at = attempt.ends_at;
  }
  return attempt;
}

/** The pupil's attempt, handed in first if its time has run out; undefined before they open it. */
export function attemptOf(world: World, quiz: QuizRec, pupilId: number, now: Date): AttemptRec | undefined {
  const attempt = attemptsOf(world, quiz).get(pupilId);
  return attempt && settle(quiz, attempt, now);
}

/** Every attempt at the quiz, settled by `now`. */
export function settledAttempts(world: World, quiz: QuizRec, now: Date): AttemptRec[] {
  return [...attemptsOf(world, quiz).values()].map((attempt) => settle(quiz, attempt, now));
}

/**
 * The quiz as one pupil sees it: upcoming before start_at; submitted once they (or their timer)
 * handed it in; closed once the window passed without their hand-in (what they had saved was
 * handed in then); in_progress while their timer runs; open otherwise.
 */
export function pupilStatus(world: World, quiz: QuizRec, pupilId: number, now: Date): QuizStatus {
  const attempt = attemptOf(world, quiz, pupilId, now);
  // Handed in, however (pupil, timer or window): there is a result. Closed means never started.
  if (attempt?.submitted_at) return 'submitted';
  if (now < quiz.start_at) return 'upcoming';
  if (now >= quiz.end_at) return 'closed';
  return attempt ? 'in_progress' : 'open';
}

/** Starts the pupil's timer now (the quiz must be open and not yet started). */
export function startAttempt(world: World, quiz: QuizRec, pupilId: number, now: Date): AttemptRec {
  const started = toSecond(now);
  const attempt: AttemptRec = {
    quiz_id: quiz.id,
    pupil_id: pupilId,
    order: questionOrder(quiz, pupilId),
    started_at: started,
    ends_at: new Date(Math.min(started.getTime() + quiz.duration_minutes * MINUTE, quiz.end_at.getTime())),
    updated_at: started,
    current_question: 1,
    answers: new Map(),
    submitted_at: null,
    submitted_by: null,
  };
  attemptsOf(world, quiz).set(pupilId, attempt);
  return attempt;
}

/**
 * Saves (or clears, with null) the answer to one question, and its flag when given; a question
 * neither answered nor flagged is forgotten. The pupil is then on that question.
 */
export function saveAnswer(
  attempt: AttemptRec,
  questionId: number,
  answer: AnswerValue | null,
  flagged: boolean | undefined,
  now: Date,
): void {
  const saved = { answer, flagged: flagged ?? attempt.answers.get(questionId)?.flagged ?? false };
  if (saved.answer === null && !saved.flagged) attempt.answers.delete(questionId);
  else attempt.answers.set(questionId, saved);
  attempt.current_question = attempt.order.indexOf(questionId) + 1;
  attempt.updated_at = toSecond(now);
}

/** The current question, and the client's remaining time when it is less than the server's. */
export function saveProgress(
  attempt: AttemptRec,
  update: { current_question?: number; remaining_seconds?: number },
  now: Date,
): void {
  const at = toSecond(now);
  if (update.current_question !== undefined) attempt.current_question = update.current_question;
  if (update.remaining_seconds !== undefined) {
    const client = at.getTime() + update.remaining_seconds * 1000;
    if (client < attempt.ends_at.getTime()) attempt.ends_at = new Date(client);
  }
  attempt.updated_at = at;
}

/** Hands the attempt in now; a second hand-in changes nothing. */
export function submitAttempt(attempt: AttemptRec, now: Date): void {
  if (attempt.submitted_at) return;
  attempt.submitted_at = toSecond(now);
  attempt.submitted_by = 'pupil';
  attempt.updated_at = attempt.submitted_at;
}

/** Seconds left at `now` (never below 0). */
export const remainingSeconds = (attempt: AttemptRec, now: Date): number =>
  Math.max(0, Math.round((attempt.ends_at.getTime() - toSecond(now).getTime()) / 1000));
