/**
 * Records of the demo world's curriculum. The question and answer shapes are the contract's
 * (openapi/schemas/learning.yaml: Question, AnswerValue, Solution) plus the two types being added
 * to it: `fraction` and `blanks`.
 */

export type Grade = 'third' | 'fourth' | 'fifth' | 'sixth';
export type Subject = 'math' | 'literature' | 'science';

export interface CourseRec {
  id: number;
  name: string;
  subject: Subject;
  grade: Grade;
  subject_index: number;
}

export interface SkillRec {
  id: number;
  name: string;
  code: string;
  title: string;
  subject: Subject;
  grade: Grade;
  subject_index: number;
  course_id: number;
  chapter: string;
  chapter_order: number;
  section: number;
  page: number;
  n: number;
}

/** A choice, an item to order or one side of a matching pair ('a', 'b', … per question). */
export interface Choice {
  id: string;
  text: string;
  image_url: string | null;
}

interface QuestionBase {
  id: number;
  key: string;
  skill_id: number;
  prompt: string;
  image_url: string | null;
  hint: string | null;
  /** Graded hints, one at a time (curriculum/hints.ts); the first is `hint`. */
  hints: string[];
  points: number;
  /** The question read aloud (curriculum/recordings.ts); absent when there is no recording. */
  audio_url?: string;
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: 'multiple_choice';
  choices: Choice[];
}
export interface NumericQuestion extends QuestionBase {
  type: 'numeric';
  unit: string | null;
  decimals: number;
}
export interface ShortAnswerQuestion extends QuestionBase {
  type: 'short_answer';
  max_length: number;
}
export interface TrueFalseQuestion extends QuestionBase {
  type: 'true_false';
}
export interface OrderingQuestion extends QuestionBase {
  type: 'ordering';
  items: Choice[];
}
export interface MatchingQuestion extends QuestionBase {
  type: 'matching';
  left: Choice[];
  right: Choice[];
}
export interface FractionQuestion extends QuestionBase {
  type: 'fraction';
  /** A whole-number box is shown. */
  mixed: boolean;
  /** The answer must be in lowest terms. */
  simplest: boolean;
}
export interface Blank {
  id: string;
  input: 'number' | 'text';
  /** Characters, 1..10. */
  width: number;
}
export interface BlanksPart {
  text: string;
  blank: Blank | null;
}
export interface BlanksQuestion extends QuestionBase {
  type: 'blanks';
  parts: BlanksPart[];
}

export type QuestionBody =
  | MultipleChoiceQuestion
  | NumericQuestion
  | ShortAnswerQuestion
  | TrueFalseQuestion
  | OrderingQuestion
  | MatchingQuestion
  | FractionQuestion
  | BlanksQuestion;

export type QuestionType = QuestionBody['type'];

export type AnswerValue =
  | { type: 'multiple_choice'; choice_id: string }
  | { type: 'numeric'; number: string }
  | { type: 'short_answer'; text: string }
  | { type: 'true_false'; value: boolean }
  | { type: 'ordering'; order: string[] }
  | { type: 'matching'; pairs: { left_id: string; right_id: string }[] }
  | { type: 'fraction'; whole: number | null; numerator: number; denominator: number }
  | { type: 'blanks'; values: { blank_id: string; text: string }[] };

export interface SolutionStep {
  order: number;
  text: string;
  image_url: null;
}

export interface SolutionRec {
  question_id: number;
  summary: string;
  steps: SolutionStep[];
  video_url: null;
  /** The solution read aloud (curriculum/recordings.ts); absent when there is no recording. */
  audio_url?: string;
}

export interface QuestionRec {
  id: number;
  key: string;
  skill_id: number;
  question: QuestionBody;
  answer: AnswerValue;
  solution: SolutionRec;
  /** A literature or science question asked again (curriculum/extra.ts): the written one it comes from. */
  base_id?: number;
}
