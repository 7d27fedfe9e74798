import { toPersianDigits } from '@/shared/digits';

/** Persian text of a question read back from the bank for staff (tests import it too). */
export const bankText = {
  skillLine: (code: string, chapter: string, page: number) => `${code} · ${chapter} · صفحهٔ ${toPersianDigits(page)}`,
  readOnly: 'این پرسش فقط برای دیدن است؛ پاسخ درست علامت خورده است.',
  previous: 'پرسش قبلی',
  next: 'پرسش بعدی',
} as const;

/** An answer spelled out as a line of text (answerText): in a quiz's questions report, a skill's trouble spots. */
export const answerWords = {
  true: 'درست',
  false: 'نادرست',
  fraction: (whole: number | null, num: number, den: number) =>
    whole
      ? `${toPersianDigits(whole)} و ${toPersianDigits(num)}/${toPersianDigits(den)}`
      : `${toPersianDigits(num)}/${toPersianDigits(den)}`,
  pair: (left: string, right: string) => `${left} ← ${right}`,
  listSeparator: '، ',
  orderSeparator: ' ، ',
} as const;
