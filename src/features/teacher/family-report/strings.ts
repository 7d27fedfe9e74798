import { common } from '@/shared/i18n/common';

/** Persian text of the teacher's printable family report (issue 29; tests import it too). */
export const t = {
  /** «گزارش خانوادهٔ سارا | دانش‌آموز یار» */
  documentTitle: (name?: string) => [name ? `گزارش خانوادهٔ ${name}` : 'گزارش خانواده', common.appName].join(' | '),
  /** The page's heading until the report (and its pupil's name) has come. */
  fallbackTitle: 'گزارش هفتگی برای خانواده',
  intro: 'این همان گزارشی است که خانوادهٔ دانش‌آموز می‌بیند؛ روی یک برگه چاپ می‌شود.',
  /** The way back when the page was opened from a pupil's course page. */
  backToCourse: 'بازگشت به پیشرفت دانش‌آموز',
  /** The way back when the page was opened from its address. */
  backToStudents: 'همهٔ دانش‌آموزان',
  notFound: 'این دانش‌آموز در کلاس‌های شما پیدا نشد.',
} as const;
