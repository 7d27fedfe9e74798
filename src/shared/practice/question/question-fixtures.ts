/**
 * Real questions of the demo world's curriculum (mocks/world/curriculum) for this folder's stories
 * and tests: every type, fraction and blanks prompts, a long passage, a hint. Only stories and
 * tests import this file.
 */
import type { Question } from '@/api/generated/model';

interface Curriculum {
  questionById(id: number): { question: Question } | undefined;
}

// import.meta.glob, not an import: the app's TypeScript project does not check mocks/ (whose
// files import with .ts extensions), while Vite bundles it for stories and unit tests alike.
const [curriculum] = Object.values(
  import.meta.glob<Curriculum>('../../../../mocks/world/curriculum/index.ts', { eager: true }),
);

function real<T extends Question['type']>(id: number, type: T): Extract<Question, { type: T }> {
  const question = curriculum?.questionById(id)?.question;
  if (question?.type !== type) throw new Error(`Question ${id} is not a ${type} question of the curriculum`);
  return question as Extract<Question, { type: T }>;
}

/** One real question of each type, and the prompts worth seeing apart. */
export const questions = {
  /** «۳۱۶ + ۱۴۵ = ؟», hint «از یکان‌ها شروع کن.» */
  numeric: real(3010501, 'numeric'),
  /** «۱/۳ از ۱۸ سیب چند سیب است؟» */
  fractionOf: real(3011105, 'numeric'),
  /** «حاصل ۶۵۳ − ۲۴۹ کدام است؟» */
  multipleChoice: real(3010604, 'multiple_choice'),
  /** «۵۵ × ۶ = (۵۰ × ۶) + ۵» */
  trueFalse: real(4011104, 'true_false'),
  /** A passage in «» and a question on it: the longest prompts of the curriculum. */
  shortAnswer: real(5021102, 'short_answer'),
  /** «شمارنده‌های ۲۱ را از کوچک به بزرگ مرتب کن.» */
  ordering: real(6010205, 'ordering'),
  /** «هر رقم عدد ۹۰۳٬۸۴۷ را به ارزشش وصل کن.» */
  matching: real(4010205, 'matching'),
  /** «کسر ۴/۶ را تا جایی که می‌شود ساده کن.», with a hint. */
  fraction: real(4010502, 'fraction'),
  /** «۱/۳ + ۱/۵ = ؟ (جواب را ساده کن)», with a hint. */
  fractionSum: real(5010601, 'fraction'),
  /** «۴ و ۱/۲ + ۱ و ۱/۵ = ؟»: mixed numbers. */
  mixedSum: real(5010701, 'fraction'),
  /** «ضرب را به روش تجزیه کامل کن.», parts «۶۶ × ۵ = (۶۰ × ۵) + (۶ × ۵) = ▢ + ▢ = ▢». */
  blanks: real(4011101, 'blanks'),
  /** «کسرهای هم‌ارز را کامل کن.», parts «۱/۲ = ▢/۴ = ۵/▢». */
  blanksFractions: real(4010501, 'blanks'),
  /** A true-or-false on a 225-character passage. */
  longPassage: real(4021102, 'true_false'),
  /** «عدد ۳۵۹٬۴۶۷ در مقایسه با ۳۵۹٬۴۷۶ …», with the server's recordings of it and its solution (`audio_url`). */
  recorded: real(4010301, 'multiple_choice'),
};

/**
 * A picture for the stories only (no question of the curriculum has one yet): eighteen apples in
 * three rows, for «۱/۳ از ۱۸ سیب».
 */
export const applesPicture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 240"><rect width="600" height="240" fill="#fff8e1"/>${Array.from(
    { length: 18 },
    (_, i) => `<circle cx="${50 + (i % 6) * 100}" cy="${45 + Math.floor(i / 6) * 75}" r="28" fill="#e03131"/>`,
  ).join('')}</svg>`,
)}`;
