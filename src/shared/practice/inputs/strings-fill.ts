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
  right: 'درست',
  wrong: 'نادرست',
  correctAnswer: 'جواب درست',
  /** A fraction read aloud as the books write it inline: «۱ و ۲/۹», «۵/۱۲». */
  fraction: (whole: number | null, numerator: number, denominator: number) =>
    toPersianDigits(`${whole === null ? '' : `${whole} و `}${numerator}/${denominator}`),
} as const;
