/** Persian text of the multiple-choice, true/false, numeric and short-answer inputs. */
import { toPersianDigits } from '@/shared/digits';

const n = toPersianDigits;

/** The marks of a result, shared by the four inputs (each beside an icon, never colour alone). */
export const basicMarks = {
  right: 'پاسخ درست',
  yours: 'پاسخ تو',
  /** The same mark on a staff page, where the answer is a pupil's. */
  pupils: 'پاسخ دانش‌آموز',
  /** Under a box, before the right value: «پاسخ درست: ۱۲٫۵ سانتی‌متر». */
  rightValue: 'پاسخ درست:',
} as const;

export const multipleChoiceText = {
  /** Choices are lettered as in Persian textbooks and tests, not a b c d. */
  letters: ['الف', 'ب', 'ج', 'د'],
  /** A choice's accessible name: its letter, then its text («ب) ۸۰۰۰ + ۷۰۰»). */
  choiceName: (letter: string, text: string) => `${letter}) ${text}`,
} as const;

export const trueFalseText = {
  true: 'درست',
  false: 'نادرست',
} as const;

export const numericText = {
  /** The box's accessible name with the unit shown after it. */
  withUnit: (label: string, unit: string) => `${label} (${unit})`,
  /** Gentle hints under the box, shown only after the child leaves it. */
  numberOnly: 'فقط عدد بنویس.',
  wholeOnly: 'اینجا عدد بدون ممیز بنویس.',
  maxDecimals: (places: number) => `بعد از ممیز حداکثر ${n(places)} رقم بنویس.`,
} as const;

export const shortAnswerText = {
  /** Shown near the limit: letters used of those allowed. */
  counter: (used: number, max: number) => `${n(used)} از ${n(max)} حرف`,
} as const;
