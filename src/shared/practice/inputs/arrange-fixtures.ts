/**
 * Real ordering and matching questions for stories and tests: from the contract's examples
 * (drawn from the demo world), and three copied from the world (mocks/world/curriculum, by key)
 * for the longest texts and the longest list, which no example carries. The world itself is not
 * imported: its modules import with `.ts` extensions, which the app's TypeScript config refuses.
 */
import type { QuestionChoice } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import type { AnswerOf, QuestionOf } from '../types';

const quizResult = example('getTeacherQuizStudentResult', 'teacher').result!;
const quizStats = example('getTeacherQuizQuestionStats', 'teacher');

function fromQuiz<T extends 'ordering' | 'matching'>(type: T, key: string) {
  const found = quizResult.questions.find((q) => q.question.key === key && q.question.type === type);
  if (!found) throw new Error(`No ${type} question ${key} in the quiz result example`);
  return {
    question: found.question as QuestionOf<T>,
    yours: found.your_answer as AnswerOf<T> | null,
    correct: found.correct_answer as AnswerOf<T>,
  };
}

/** m4-compare-numbers-12: four numbers, smallest first; the pupil's answer was right. */
export const compareNumbers = fromQuiz('ordering', 'm4-compare-numbers-12');
/** The class's most common wrong order of m4-compare-numbers-12 (two cards swapped). */
export const compareNumbersWrong = quizStats.questions.find((q) => q.question.key === 'm4-compare-numbers-12')!
  .most_common_wrong_answer!.answer as AnswerOf<'ordering'>;
/** m4-place-value-10: three digits to their values; the pupil's answer was wrong. */
export const placeValue = fromQuiz('matching', 'm4-place-value-10');

/** Items as the world writes them: ids 'a', 'b', … in the given order, no pictures. */
const choices = (...texts: string[]): QuestionChoice[] =>
  texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text, image_url: null }));
const base = { image_url: null, hint: null, hints: [] as string[], points: 1 } as const;

/** s5-circuits-4 (world copy): the longest ordering texts. */
export const circuitSteps = {
  question: {
    ...base,
    id: 5030304,
    key: 's5-circuits-4',
    type: 'ordering',
    skill_id: 50303,
    prompt: 'مراحل ساختن یک مدار ساده را مرتب کن.',
    items: choices(
      'کلید را ببند',
      'یک سیم را به باتری وصل کن',
      'لامپ را با سیم دوم به باتری برگردان',
      'سر دیگر سیم را به لامپ وصل کن',
    ),
  } satisfies QuestionOf<'ordering'>,
  correct: { type: 'ordering', order: ['b', 'd', 'c', 'a'] } satisfies AnswerOf<'ordering'>,
};

/** m6-factors-15 (world copy): six items, the longest list. */
export const factorsOf20 = {
  question: {
    ...base,
    id: 6010215,
    key: 'm6-factors-15',
    type: 'ordering',
    skill_id: 60102,
    prompt: 'شمارنده‌های ۲۰ را از کوچک به بزرگ مرتب کن.',
    items: choices('۴', '۱', '۵', '۱۰', '۲', '۲۰'),
  } satisfies QuestionOf<'ordering'>,
  correct: { type: 'ordering', order: ['b', 'e', 'a', 'c', 'd', 'f'] } satisfies AnswerOf<'ordering'>,
};

/** s6-earth-layers-5 (world copy): the longest matching texts, too wide for two columns on a phone. */
export const earthLayers = {
  question: {
    ...base,
    id: 6030105,
    key: 's6-earth-layers-5',
    type: 'matching',
    skill_id: 60301,
    prompt: 'هر لایه را به ویژگی‌اش وصل کن.',
    left: choices('هستهٔ بیرونی', 'پوسته', 'گوشته', 'هستهٔ درونی'),
    right: choices(
      'ضخیم‌ترین لایه است و مواد داغ و خمیری دارد',
      'مایع است و از آهن و نیکل ساخته شده',
      'داغ‌ترین بخش زمین است و جامد است',
      'نازک‌ترین لایه است و ما روی آن زندگی می‌کنیم',
    ),
  } satisfies QuestionOf<'matching'>,
  correct: {
    type: 'matching',
    pairs: [
      { left_id: 'a', right_id: 'b' },
      { left_id: 'b', right_id: 'd' },
      { left_id: 'c', right_id: 'a' },
      { left_id: 'd', right_id: 'c' },
    ],
  } satisfies AnswerOf<'matching'>,
};
