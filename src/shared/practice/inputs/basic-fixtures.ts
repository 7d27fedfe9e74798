/**
 * Real multiple-choice, true/false, numeric and short-answer questions of the demo world's
 * curriculum for stories and tests, with their keys as the `correct` answer a verdict brings back.
 * Picked by key, never re-typed, so a change in the curriculum shows up here.
 */
import type { AnswerValue, Question } from '@/api/generated/model';
import type { AnswerOf, QuestionOf } from '../types';

type QuestionByKey = (key: string) => { question: Question; answer: AnswerValue } | undefined;
type BasicType = 'multiple_choice' | 'true_false' | 'numeric' | 'short_answer';

// Vite's glob, not a plain import: tsconfig.app would otherwise type-check the world's files,
// whose `.ts` import paths only tsconfig.node allows (as fill-fixtures.ts does).
const world = import.meta.glob<QuestionByKey>('../../../../mocks/world/curriculum/index.ts', {
  eager: true,
  import: 'questionByKey',
});
const questionByKey = Object.values(world)[0];

function pick<T extends BasicType>(type: T, key: string) {
  const record = questionByKey?.(key);
  if (!record || record.question.type !== type) throw new Error(`No ${type} question ${key}`);
  return { question: record.question as QuestionOf<T>, correct: record.answer as AnswerOf<T> };
}

/**
 * The world's choices have no pictures yet; this one gets the world's own drawings of two of its
 * animals (public/media/avatars), the contract's shape unchanged, to show choices with pictures.
 */
function withPictures(picked: ReturnType<typeof pick<'multiple_choice'>>) {
  const pictures: Record<string, string> = { عقاب: '/media/avatars/eagle.svg', لاک‌پشت: '/media/avatars/turtle.svg' };
  const choices = picked.question.choices.map((choice) => ({ ...choice, image_url: pictures[choice.text] ?? null }));
  return { ...picked, question: { ...picked.question, choices } };
}

export const multipleChoice = {
  /** Grade 3 maths: four sentences as choices, the first right. */
  pattern: pick('multiple_choice', 'm3-number-patterns-3'),
  /** Grade 4 maths: decimals with «٫» as choices, «ج» right. */
  decimals: pick('multiple_choice', 'm4-decimals-6'),
  /** Grade 3 literature: two choices. */
  twoChoices: pick('multiple_choice', 'l3-punctuation-1'),
  /** Grade 5 science: a long choice that wraps on a phone. */
  longChoices: pick('multiple_choice', 's5-conductors-2'),
  /** Grade 3 science: animals, two of them with pictures. */
  pictures: withPictures(pick('multiple_choice', 's3-animal-groups-5')),
};

export const trueFalse = {
  /** Grade 3 maths: the statement is false. */
  pattern: pick('true_false', 'm3-number-patterns-4'),
  /** Grade 3 maths: the statement is true. */
  compare: pick('true_false', 'm3-compare-numbers-8'),
};

export const numeric = {
  /** Grade 3 maths: a whole number, no unit (14). */
  whole: pick('numeric', 'm3-number-patterns-1'),
  /** Grade 3 maths: a whole number of «نفر» (397). */
  people: pick('numeric', 'm3-add-three-digit-2'),
  /** Grade 5 maths: metres with two decimal places (3.51). */
  metres: pick('numeric', 'm5-add-subtract-decimals-3'),
  /** Grade 4 maths: one decimal place, no unit (0.4). */
  tenths: pick('numeric', 'm4-decimals-1'),
  /** Grade 6 maths: a negative whole number (-28). */
  negative: pick('numeric', 'm6-number-patterns-2'),
};

export const shortAnswer = {
  /** Grade 3 literature: one word, at most 14 letters («جواب»). */
  synonym: pick('short_answer', 'l3-synonyms-2'),
  /** Grade 6 literature: two words, at most 26 letters («دانش‌آموزان کوشا»). */
  phrase: pick('short_answer', 'l6-subject-predicate-8'),
};
