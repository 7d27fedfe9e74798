import type { QuizStatus } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';

/**
 * The quiz family's words, said once for every role (the contract's QuizStatus and its ChartKey
 * quiz bands): a status's label and chip look, the score band of a percent with its
 * encouraging line, and the pupil's percent beside the class average.
 */

/**
 * One label per status, whoever reads it. The teacher and the manager only ever get upcoming,
 * open and closed (by the clock); the pupil's in_progress and submitted are theirs alone.
 */
export const quizStatusLabel: Record<QuizStatus, string> = {
  upcoming: 'به‌زودی',
  open: 'باز',
  in_progress: 'در حال انجام',
  submitted: 'تحویل داده شد',
  closed: 'پایان‌یافته',
};

/**
 * Chip looks: filled dark shades (light ones fell under 4.5:1 on tinted cards); a started quiz,
 * whose timer runs, stands out in yellow with dark text (use with autoContrast).
 */
export const quizStatusLook: Record<QuizStatus, { color: string; variant: 'filled' }> = {
  open: { color: 'blue.9', variant: 'filled' },
  in_progress: { color: 'yellow.5', variant: 'filled' },
  upcoming: { color: 'grape.9', variant: 'filled' },
  submitted: { color: 'teal.9', variant: 'filled' },
  closed: { color: 'gray.8', variant: 'filled' },
};

/** The contract's quiz score bands (ChartKey), lowest first. */
export type ScoreBand = 'band_0_49' | 'band_50_69' | 'band_70_89' | 'band_90_100';

/** The band a percent (0–100) falls in: 0–49, 50–69, 70–89, 90–100 — the server's distribution's. */
export function scoreBandOf(percent: number): ScoreBand {
  if (percent >= 90) return 'band_90_100';
  if (percent >= 70) return 'band_70_89';
  if (percent >= 50) return 'band_50_69';
  return 'band_0_49';
}

/**
 * A warm line for a child after a quiz, one per band: what went well and a next step, never a
 * verdict. The teacher and the manager see the same line the pupil saw.
 */
export const bandEncouragement: Record<ScoreBand, string> = {
  band_90_100: 'عالی بود! معلوم است این درس‌ها را خوب یاد گرفته‌ای. همین‌طور کنجکاو بمان.',
  band_70_89: 'آفرین، خیلی خوب پیش رفتی! پرسش‌هایی را که نادرست شد یک بار دیگر ببین؛ از این هم بهتر می‌شوی.',
  band_50_69: 'خوب تلاش کردی و بیشتر از نیمی از راه را آمده‌ای. با مرور پرسش‌های نادرست، قدم بعدی را برمی‌داری.',
  band_0_49:
    'این آزمون سخت بود و اشکالی ندارد؛ همه گاهی به تمرین بیشتر نیاز دارند. پرسش‌ها را یکی‌یکی مرور کن و مهارت‌هایش را تمرین کن؛ کم‌کم آسان‌تر می‌شود.',
};

/** The encouraging line for a percent. */
export const encouragementFor = (percent: number): string => bandEncouragement[scoreBandOf(percent)];

/**
 * The pupil's percent beside the class average, in percentage points (a difference of two
 * percents is not a percent of anything): «۵۲ واحد درصد کمتر از میانگین کلاس».
 */
export function comparedToClass(percent: number, average: number): string {
  const points = percent - average;
  if (points === 0) return 'درست برابر با میانگین کلاس';
  const size = toPersianDigits(Math.abs(points));
  return points > 0 ? `${size} واحد درصد بیشتر از میانگین کلاس` : `${size} واحد درصد کمتر از میانگین کلاس`;
}
