import type { MutationKey } from '@tanstack/react-query';
import type { AnswerResult, AnswerSubmission, Question, SkillMastery } from '@/api/generated/model';

/** One question as an entrance serves it: practice (NextQuestion) and reviews share this much. */
export interface PracticeItem {
  question: Question | null;
  number: number;
  /** The pupil's mastery of the question's skill and their streak on it (practice; not a review). */
  mastery?: SkillMastery;
  streak?: number;
}

/** The state of a call as a screen shows it. */
export interface CallState {
  isPending: boolean;
  isError: boolean;
  /** A retry under way (with `isError`) shows loading again, as every screen does (`queryPhase`). */
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** How an entrance sends an answer: its mutation's key (to find answers waiting offline) and the call. */
export interface AnswerChannel {
  mutationKey: MutationKey;
  /** Sends one answer; what the entrance adds (homework, package activity, review) it adds itself. */
  send: (submission: AnswerSubmission) => void;
}

/**
 * A practice entrance (skill, homework, package activity, review) as the run shows it: the
 * question on screen, how answers go, and what comes after a verdict.
 */
export interface PracticeSession {
  /** The question on screen; undefined while it (or the next one, when moving on) loads. */
  item: PracticeItem | undefined;
  /** The call behind `item`: loading, failure and retry. */
  call: CallState;
  channel: AnswerChannel;
  /** A verdict arrived for the question on screen: fetch the next one while the child reads. */
  onVerdict: (result: AnswerResult, questionId: number) => void;
  /** «پرسش بعدی»: show the next question (at once when it is already here). */
  next: () => void;
  /** Nothing is left: the homework or activity done, the review finished. */
  finished: boolean;
  /** A skill practised alone: it goes on past mastery, so the verdict that masters it offers «تمرین بیشتر». */
  goesOn?: boolean;
}
