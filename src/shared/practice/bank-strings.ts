import { toPersianDigits } from '@/shared/digits';

/** Persian text of a question read back from the bank for staff (tests import it too). */
export const bankText = {
  skillLine: (code: string, chapter: string, page: number) => `${code} · ${chapter} · صفحهٔ ${toPersianDigits(page)}`,
  readOnly: 'این پرسش فقط برای دیدن است؛ پاسخ درست علامت خورده است.',
  previous: 'پرسش قبلی',
  next: 'پرسش بعدی',
} as const;
