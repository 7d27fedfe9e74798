import type { ReportPeriod } from '@/api/generated/model';

/** Persian text of the pupil's reports (/report) and performance (/performance); tests import it too. */
export const t = {
  report: {
    documentTitle: 'گزارش‌های من | دانش‌آموز یار',
    title: 'گزارش‌های من',
    subtitle: 'تمرین‌ها، تکلیف‌ها و جام‌هایت در یک نگاه',
    toOther: 'عملکرد من در ساعت‌ها و مهارت‌ها',
  },
  performance: {
    documentTitle: 'عملکرد من | دانش‌آموز یار',
    title: 'عملکرد من',
    subtitle: 'کِی بهتر یاد می‌گیری و کدام مهارت‌ها تمرین بیشتری می‌خواهند',
    toOther: 'گزارش تمرین‌ها، تکلیف‌ها و جام‌ها',
  },
  period: {
    label: 'بازهٔ زمانی',
    options: {
      last_7: 'هفتهٔ گذشته',
      last_30: 'ماه گذشته',
      last_90: 'سه ماه گذشته',
      last_365: 'سال گذشته',
    } satisfies Record<ReportPeriod, string>,
  },
  /** Empty state of every chart: nothing in the chosen period. */
  empty: 'در این بازه چیزی برای نشان دادن نیست',
  emptyHint: 'بازهٔ بلندتری را انتخاب کن یا چند سؤال تمرین کن.',
  /** A list of parts: «۲ با تأخیر، ۱ در حال انجام». */
  list: (parts: string[]) => parts.join('، '),
  /** A count with its name: «۲ با تأخیر». */
  countOf: (count: string, name: string) => `${count} ${name}`,
  hourly: {
    title: 'پراکندگی تمرین در ساعت‌های روز',
    hour: (hour: string) => `ساعت ${hour}`,
    summary: (hour: string, amount: string) => `بیشترین تمرین: ساعت ${hour} با ${amount}`,
  },
  duration: {
    title: 'مدت تمرین',
    summary: (total: string) => `در این بازه ${total} تمرین کردی`,
    peak: (label: string, amount: string) => `؛ بیشترین: ${label} با ${amount}`,
  },
  completion: {
    title: 'وضعیت انجام تکالیف',
    unit: 'تکلیف',
    summary: (total: string, parts: string) => `${total}: ${parts}`,
  },
  accuracy: {
    title: 'درستی پاسخ‌ها',
    unit: 'پاسخ',
    summary: (correct: string, total: string, percent: string) => `${correct} پاسخ درست از ${total} پاسخ (${percent})`,
  },
  cups: {
    title: 'جام‌های من',
    summary: (total: string, parts: string) => `${total} در این بازه: ${parts}`,
  },
  timeOfDay: {
    title: 'عملکرد در ساعت‌های مختلف روز',
    summary: (when: string, percent: string) => `بهترین زمان: ${when} با ${percent} پاسخ درست`,
    /** A weekday and an hour, when the matrix has rows: «شنبه ساعت ۱۷». */
    when: (row: string, column: string) => `${row} ${column}`,
    others: (parts: string) => ` (${parts})`,
    part: (column: string, percent: string) => `${column} ${percent}`,
  },
  skills: {
    title: 'عملکرد در مهارت‌ها',
    summary: (low: string, lowScore: string, high: string, highScore: string) =>
      `کمترین امتیاز: ${low} با ${lowScore}؛ بیشترین: ${high} با ${highScore}`,
    single: (skill: string, score: string) => `امتیاز ${skill}: ${score}`,
    listTitle: 'مهارت‌های این بازه',
    score: (score: string) => `امتیاز ${score}`,
  },
} as const;
