import type { HomeworkStatus, HomeworkStudentProgressStatus } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';

const fa = toPersianDigits;

/** «۲۲ دقیقه»; under a minute only the seconds. */
function duration(seconds: number): string {
  const m = Math.round(seconds / 60);
  if (seconds < 60) return `${fa(seconds)} ثانیه`;
  return `${fa(m)} دقیقه`;
}

const pupilStatus: Record<HomeworkStudentProgressStatus, string> = {
  not_started: 'شروع نشده',
  in_progress: 'در حال انجام',
  done: 'انجام شده',
  late: 'با تأخیر',
};

const status: Record<HomeworkStatus, string> = {
  draft: 'پیش‌نویس',
  active: 'باز',
  finished: 'پایان‌یافته',
};

/** Persian text of the staff homework screens (teacher and school manager). */
export const t = {
  number: (value: number) => fa(Math.round(value)),
  percent: (value: number) => `${fa(Math.round(value))}٪`,
  of: (value: number, total: number) => `${fa(value)} از ${fa(total)}`,
  duration,
  name: (first: string, last: string) => `${first} ${last}`,
  notFound: {
    title: 'تکلیفی پیدا نشد',
    description: 'نشانی این صفحه درست نیست یا این تکلیف دیگر نیست. تکلیف را از فهرست تکلیف‌ها باز کنید.',
  },
  homework: {
    loadingTitle: 'تکلیف',
    back: 'همهٔ تکلیف‌ها',
    backHome: 'صفحهٔ اصلی',
    factsLabel: 'مشخصات تکلیف',
    class: 'کلاس',
    course: 'درس',
    teacher: 'آموزگار',
    range: 'محدوده',
    pages: (first: number, last: number) => `صفحهٔ ${fa(first)} تا ${fa(last)}`,
    sections: (first: number, last: number) => `درس ${fa(first)} تا ${fa(last)}`,
    target: 'امتیاز هدف',
    targetSchool: 'معیار گزارش',
    targetValue: (value: number) => `امتیاز هوشمند ${fa(value)}`,
    start: 'شروع',
    end: 'پایان',
    status,
    daysLeft: (days: number) => (days === 0 ? 'امروز روز آخر است' : `${fa(days)} روز مانده`),
    ended: 'مهلت تمام شده',
    progress: 'پیشرفت کلاس',
    done: (done: number, total: number) => `${fa(done)} از ${fa(total)} دانش‌آموز همهٔ مهارت‌ها را تمام کرده‌اند`,
    edit: 'ویرایش',
    extend: 'تمدید',
    remove: 'حذف',
    actionsLabel: 'کارهای تکلیف',
  },
  pupils: {
    title: 'پیشرفت دانش‌آموزان',
    empty: 'دانش‌آموزی در این تکلیف نیست',
    emptyHint: 'وقتی کلاس دانش‌آموز داشته باشد، پیشرفت هر کدام اینجا می‌آید.',
    status: pupilStatus,
    skills: (done: number, total: number) => `${fa(done)} از ${fa(total)} مهارت`,
    questions: (count: number) => `${fa(count)} پرسش`,
    progressOf: (name: string) => `پیشرفت ${name}`,
  },
  report: {
    title: 'گزارش مهارت‌ها',
    empty: 'این تکلیف مهارتی ندارد',
    reached: (reached: number, of: number) => `${fa(reached)} از ${fa(of)} نفر`,
    reachedOf: (title: string) => `رسیدن به هدف در ${title}`,
  },
  comments: {
    title: 'یادداشت برای دانش‌آموز',
    hint: 'یادداشت فقط برای همان دانش‌آموز فرستاده می‌شود.',
    pupil: 'دانش‌آموز',
    pupilPlaceholder: 'یک دانش‌آموز را انتخاب کنید',
    text: 'متن یادداشت',
    send: 'فرستادن یادداشت',
    pickPupil: 'دانش‌آموز را انتخاب کنید.',
    writeText: 'متن یادداشت را بنویسید.',
    tooLong: 'یادداشت حداکثر ۵۰۰ نویسه است.',
    sent: 'یادداشت فرستاده شد.',
    listLabel: 'یادداشت‌های فرستاده',
    none: 'هنوز برای این تکلیف یادداشتی ننوشته‌اید.',
    to: (name: string) => `برای ${name}`,
  },
  extend: {
    title: 'تمدید مهلت تکلیف',
    current: (date: string) => `پایان کنونی: ${date}`,
    label: 'تاریخ پایان تازه',
    required: 'تاریخ تازه را انتخاب کنید.',
    submit: 'تمدید',
    cancel: 'انصراف',
    close: 'بستن',
    done: (date: string) => `مهلت تکلیف تا ${date} تمدید شد.`,
  },
  remove: {
    title: 'حذف تکلیف',
    body: (title: string) => `تکلیف «${title}» برای همهٔ دانش‌آموزان کلاس حذف می‌شود. مطمئن هستید؟`,
    yes: 'بله، حذف شود',
    no: 'انصراف',
    close: 'بستن',
    done: 'تکلیف حذف شد.',
  },
  pupil: {
    loadingTitle: 'کار دانش‌آموز',
    back: 'بازگشت به تکلیف',
    notInHomework: 'این دانش‌آموز در این تکلیف نیست',
    summaryLabel: 'خلاصهٔ کار دانش‌آموز',
    progress: 'پیشرفت',
    skillsDone: 'مهارت‌های تمام‌شده',
    questions: 'پرسش‌های پاسخ‌داده',
    time: 'زمان تمرین',
    lastActivity: (date: string) => `آخرین فعالیت: ${date}`,
    skillsTitle: 'مهارت‌ها',
    skillsEmpty: 'این تکلیف مهارتی ندارد',
    score: (value: number) => `امتیاز هوشمند ${fa(value)}`,
    scoreOf: (title: string) => `امتیاز هوشمند در ${title}`,
    reached: 'به هدف رسیده',
    notReached: 'هنوز به هدف نرسیده',
    skillFacts: (questions: number, seconds: number) => `${fa(questions)} پرسش، ${duration(seconds)}`,
    comment: 'یادداشت آموزگار',
    answers: (title: string) => `پاسخ‌های ${title}`,
  },
  skill: {
    loadingTitle: 'پاسخ‌های دانش‌آموز',
    back: 'بازگشت به کار دانش‌آموز',
    summaryLabel: 'خلاصهٔ مهارت',
    score: 'امتیاز هوشمند',
    answered: 'پرسش‌های پاسخ‌داده',
    correct: 'پاسخ‌های درست',
    time: 'زمان تمرین',
    empty: 'هنوز پرسشی از این مهارت جواب نداده است',
    emptyHint: 'وقتی دانش‌آموز تمرین کند، پاسخ‌هایش اینجا می‌آید.',
    attempt: (n: number, count: number) => `پاسخ ${fa(n)} از ${fa(count)}`,
    right: 'درست',
    wrong: 'نادرست',
    verdict: (correct: boolean) => (correct ? 'پاسخ درست بود' : 'پاسخ نادرست بود'),
    after: (score: number) => `امتیاز پس از آن: ${fa(score)}`,
    solution: 'دیدن راه‌حل این پرسش',
    solutionOf: (n: number) => `دیدن راه‌حل این پرسش، پاسخ ${fa(n)}`,
    answeredAt: (date: string) => `پاسخ داده در ${date}`,
  },
} as const;
