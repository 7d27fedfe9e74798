/**
 * The practice engine's shared vocabulary: one question experience for skill practice,
 * homework, package activities, reviews and quizzes (and the teachers' read-only pages).
 * Every answer input takes the same props, so the engine can show any question type.
 */
import type { AnswerValue, Question, QuestionType } from '@/api/generated/model';

export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;
export type AnswerOf<T extends QuestionType> = Extract<AnswerValue, { type: T }>;

export interface AnswerInputProps<T extends QuestionType> {
  /** The question being answered (never carries its key). */
  question: QuestionOf<T>;
  /**
   * The answer as the contract sends it, or null while it is incomplete or cannot be sent
   * (a box left empty, «۱۲٫» half typed). The input keeps what the child typed itself, so
   * nothing is lost while the value is null.
   */
  value: AnswerOf<T> | null;
  /** Called on every change with the sendable answer, or null while there is none. */
  onChange: (value: AnswerOf<T> | null) => void;
  /** After submitting, or while reviewing a result: read-only (default false). */
  disabled?: boolean;
  /** The correct answer, shown beside the child's after a verdict or in a result (default none). */
  correct?: AnswerOf<T> | null;
  /** The Persian name of the whole answer area for assistive technology (default: the prompt). */
  label?: string;
}
