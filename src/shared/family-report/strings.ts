import type { FamilyWeek, Subject } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { formatNumber, toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';

/** The family report's Persian text (issue 29): a parent's words, never the app's jargon. */
export const familyText = {
  title: (name: string) => `گزارش هفتگی ${name}`,
  /** «از ۲۴ آبان تا ۳۰ آبان ۱۴۰۵» */
  range: (from: string, to: string) => {
    const [start, end] = [formatJalaliDate(from), formatJalaliDate(to)];
    return `از ${start.slice(0, start.lastIndexOf(' '))} تا ${end}`;
  },
  weeks: { current: 'این هفته', previous: 'هفتهٔ پیش' } satisfies Record<FamilyWeek, string>,
  weekLabel: 'کدام هفته',
  currentNote: 'هفته هنوز تمام نشده است؛ روزهای آینده خالی‌اند.',
  figures: {
    label: 'این هفته در یک نگاه',
    minutes: 'زمان تمرین',
    minutesValue: (minutes: number) => `${formatNumber(minutes)} دقیقه`,
    compared: (minutes: number, previous: number) => {
      const change = minutes - previous;
      if (change === 0) return 'همان اندازهٔ هفتهٔ قبل';
      return `${formatNumber(Math.abs(change))} دقیقه ${change > 0 ? 'بیشتر' : 'کمتر'} از هفتهٔ قبل`;
    },
    days: 'روزهای تمرین',
    daysValue: (days: number) => `${toPersianDigits(days)} روز از ${toPersianDigits(7)}`,
    answered: 'سؤال‌های حل‌شده',
    answeredValue: (count: number) => `${formatNumber(count)} سؤال`,
    correct: (percent: number | null) => (percent === null ? 'هنوز پاسخی نداده' : `${toPersianDigits(percent)}٪ درست`),
    skills: 'مهارت‌ها',
    skillsValue: (count: number) => `${toPersianDigits(count)} مهارت تمرین شد`,
    mastered: (count: number) => `${toPersianDigits(count)} مهارت ماهر`,
  },
  days: {
    title: 'تمرین روزبه‌روز',
    minutes: (minutes: number) => (minutes ? `${toPersianDigits(minutes)} دقیقه` : 'تمرین نکرد'),
    future: 'هنوز نرسیده',
  },
  skills: {
    title: 'مهارت‌هایی که تمرین کرد',
    empty: 'این هفته مهارتی تمرین نکرد.',
    score: (score: number) => `امتیاز ${toPersianDigits(score)} از ${toPersianDigits(100)}`,
    mastered: 'ماهر شد',
    more: (shown: number, all: number) => `${toPersianDigits(shown)} مهارت از ${toPersianDigits(all)} مهارت این هفته`,
  },
  homework: {
    title: 'تکلیف‌ها',
    empty: 'این هفته تکلیفی نداشت.',
    deadline: (date: string) => `مهلت: ${formatJalaliDate(date)}`,
    progress: (percent: number) => `${toPersianDigits(percent)}٪ انجام شده`,
  },
  quizzes: {
    title: 'آزمون‌ها',
    empty: 'این هفته آزمونی نداد.',
    result: (percent: number) => `نمره: ${toPersianDigits(percent)} از ${toPersianDigits(100)}`,
  },
  rewards: {
    title: 'جام‌ها و نشان‌های تازه',
    empty: 'این هفته جام یا نشان تازه‌ای نگرفت.',
    cup: { gold: 'جام طلایی', silver: 'جام نقره‌ای', bronze: 'جام برنزی' },
    badge: 'نشان',
  },
  nextSteps: 'دو پیشنهاد برای هفتهٔ بعد',
  subjects: common.subjects satisfies Record<Subject, string>,
  print: 'چاپ گزارش',
  /** On paper, under a list cut to its first four items. */
  paperMore: (count: number) => `و ${toPersianDigits(count)} مورد دیگر، در گزارش روی صفحه`,
  footer: 'این گزارش را سامانهٔ دانش‌آموز یار از تمرین‌های خود دانش‌آموز ساخته است.',
} as const;
