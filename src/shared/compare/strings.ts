import { formatNumber } from '@/shared/digits';

/** The four figures leaders compare (the contract's ComparisonFigures), by key. */
export type FigureKey =
  'average_smart_score' | 'participation_percent' | 'late_homework_percent' | 'quiz_average_percent';

/** Persian text of the comparison tables (issue 28): the manager's grades and classes, the office's schools. */
export const compareText = {
  figures: {
    average_smart_score: 'میانگین امتیاز هوشمند',
    participation_percent: 'تمرین در این هفته',
    late_homework_percent: 'تکلیف تمام‌نشده تا مهلت',
    quiz_average_percent: 'میانگین آزمون‌ها',
  } satisfies Record<FigureKey, string>,
  /** What each figure counts, said once under the table. */
  legend:
    'امتیاز هوشمند: میانگین مهارت‌های تمرین‌شده · تمرین در این هفته: درصد دانش‌آموزانی که از شنبه تمرین کرده‌اند · تکلیف تمام‌نشده تا مهلت: درصد تکلیف‌های پایان‌یافته که دانش‌آموز تا مهلت تمام نکرده است (کمتر بهتر است) · میانگین آزمون‌ها: میانگین نمرهٔ آزمون‌های بسته‌شده. نمودار کوچک هر خانه روند هشت هفتهٔ اخیر است.',
  rank: 'رتبه',
  pupils: 'دانش‌آموز',
  median: 'میانه',
  none: '—',
  empty: 'چیزی برای مقایسه نیست',
  emptyHint: 'وقتی کلاس‌ها دانش‌آموز داشته باشند، اینجا کنار هم دیده می‌شوند.',
  /** A figure as the cards show it: a whole SmartScore, a percent. */
  value: (key: FigureKey, value: number | null) =>
    value === null
      ? compareText.none
      : key === 'average_smart_score'
        ? formatNumber(Math.round(value))
        : `${formatNumber(value)}٪`,
  /** The sparkline's words: «روند میانگین آزمون‌ها در هشت هفته (از ۲ آبان): ۶۷، —، ۷۲…». */
  trend: (figure: string, since: string, values: string[]) =>
    `روند ${figure} در هشت هفته از ${since}: ${values.join('، ')}`,
};
