/**
 * Real fraction and blanks questions of the demo world's curriculum for stories and tests, with
 * their keys as the `correct` answer a verdict brings back. Picked by key, never re-typed, so a
 * change in the curriculum shows up here.
 */
import type { AnswerValue, Question } from '@/api/generated/model';
import type { AnswerOf, QuestionOf } from '../types';

type QuestionByKey = (key: string) => { question: Question; answer: AnswerValue } | undefined;

// Vite's glob, not a plain import: tsconfig.app would otherwise type-check the world's files,
// whose `.ts` import paths only tsconfig.node allows. Vite and vitest load them as usual.
const world = import.meta.glob<QuestionByKey>('../../../../mocks/world/curriculum/index.ts', {
  eager: true,
  import: 'questionByKey',
});
const questionByKey = Object.values(world)[0];

function pick<T extends 'fraction' | 'blanks'>(type: T, key: string) {
  const record = questionByKey?.(key);
  if (!record || record.question.type !== type) throw new Error(`No ${type} question ${key}`);
  return { question: record.question as QuestionOf<T>, correct: record.answer as AnswerOf<T> };
}

export const fractions = {
  /** Grade 3: a fraction of a watermelon; any equivalent fraction counts. */
  intro: pick('fraction', 'm3-fraction-intro-1'),
  /** Grade 5: lowest terms asked. */
  simplify: pick('fraction', 'm5-simplify-fractions-1'),
  /** Grade 4: an improper fraction as a mixed number. */
  mixed: pick('fraction', 'm4-mixed-numbers-1'),
  /** Grade 5: two mixed numbers added, in lowest terms. */
  mixedSum: pick('fraction', 'm5-mixed-add-subtract-1'),
};

export const blanks = {
  /** Grade 4: a worked two-digit multiplication with two number boxes. */
  multiplication: pick('blanks', 'm4-two-digit-multiplication-3'),
  /** Grade 4: a multiplication split by place value, three boxes. */
  distributive: pick('blanks', 'm4-distributive-multiplication-1'),
  /** Grade 5: a decimal missing from a sum. */
  decimal: pick('blanks', 'm5-add-subtract-decimals-4'),
  /** Grade 4: a mixed number written inline («۱۷/۹ = ▢ و ▢/۹»). */
  mixed: pick('blanks', 'm4-mixed-numbers-3'),
  /** Grade 4: an equivalent fraction with a box above one bar and below the other. */
  equivalent: pick('blanks', 'm4-equivalent-fractions-1'),
  /** Grade 3: minutes as hours and minutes, boxes inside a Persian sentence. */
  time: pick('blanks', 'm3-time-2'),
  /** Grade 4 literature: two words missing from a sentence. */
  words: pick('blanks', 'l4-antonyms-2'),
  /** Grade 3 literature: a plural with its half-space («لباس‌ها»). */
  plural: pick('blanks', 'l3-plural-ha-6'),
  /** Grade 3 literature: letters missing inside words («غ▢ای ل▢ی▢»). */
  letters: pick('blanks', 'l3-similar-letters-5'),
};
