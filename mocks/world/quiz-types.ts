/**
 * The quiz records (leaf module): quizzes.ts keeps them, quiz-build.ts and quiz-answers.ts
 * (which it is built from) make them.
 */
import type { AnswerValue } from './curriculum/types.ts';

export type ShowAnswersAfter = 'submission' | 'quiz_end' | 'never';
export type QuizStatus = 'upcoming' | 'open' | 'in_progress' | 'submitted' | 'closed';

export interface QuizItem {
  question_id: number;
  points: number;
}

export interface QuizRec {
  id: number;
  title: string;
  description: string;
  course_id: number;
  class_id: number;
  teacher_id: number;
  skill_ids: number[];
  /** The questions in the quiz's own order (each pupil sees them shuffled, see questionOrder). */
  items: QuizItem[];
  duration_minutes: number;
  start_at: Date;
  end_at: Date;
  show_answers_after: ShowAnswersAfter;
  created_at: Date;
}

export interface SavedAnswer {
  answer: AnswerValue | null;
  flagged: boolean;
}

/** Who handed the quiz in: the pupil, their timer (duration), or the quiz's window (end_at). */
export type SubmittedBy = 'pupil' | 'timer' | 'window';

export interface AttemptRec {
  quiz_id: number;
  pupil_id: number;
  /** Question ids in the order this pupil sees them. */
  order: number[];
  started_at: Date;
  /** The earlier of started_at + duration and end_at; only ever moves earlier (update-progress). */
  ends_at: Date;
  updated_at: Date;
  current_question: number;
  answers: Map<number, SavedAnswer>;
  submitted_at: Date | null;
  submitted_by: SubmittedBy | null;
}
