/** Persian text of the fraction and blanks answer inputs (imported by their tests and stories too). */
import { toPersianDigits } from '@/shared/digits';

export const fillText = {
  whole: 'عدد صحیح',
  numerator: 'صورت کسر',
  denominator: 'مخرج کسر',
  zeroDenominator: 'مخرج کسر نمی‌تواند صفر باشد.',
  simplestHint: 'ساده‌ترین شکل کسر را بنویس',
  /** A box's name: «جای خالی ۱ از ۲». */
  blank: (n: number, of: number) => `جای خالی ${toPersianDigits(n)} از ${toPersianDigits(of)}`,
  /** Read between a fraction's numerator and denominator when a box is one of them: «▢ بر ۹». */
  over: 'بر',
  right: 'درست',
  wrong: 'نادرست',
  // The same words as the other inputs' marks (strings-basic.ts): «پاسخ درست: ۳۰».
  correctAnswer: 'پاسخ درست',
} as const;
