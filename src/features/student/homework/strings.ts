import type { Grade, Subject } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { HomeworkGroup } from './homework-groups';

const grades: Record<Grade, string> = { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' };

/** Persian text of the pupil's homework list and homework page (tests import it too). */
export const t = {
  subjects: common.subjects satisfies Record<Subject, string>,
  list: {
    documentTitle: 'تکلیف‌های من | دانش‌آموز یار',
    title: 'تکلیف‌های من',
    groupsLabel: 'گروه تکلیف‌ها',
    groups: { open: 'باز', finished: 'انجام‌شده', overdue: 'مهلت‌گذشته' } satisfies Record<HomeworkGroup, string>,
    /** «باز (۳)» — a tab with how many it holds. */
    groupTab: (name: string, count: number) => `${name} (${toPersianDigits(count)})`,
    groupEmpty: {
      open: 'الان تکلیف بازی نداری. آفرین!',
      finished: 'هنوز تکلیفی را تمام نکرده‌ای.',
      overdue: 'هیچ تکلیفی از مهلتش عقب نمانده است.',
    } satisfies Record<HomeworkGroup, string>,
    empty: { title: 'هنوز تکلیفی نداری', description: 'وقتی آموزگارت تکلیفی بگذارد، اینجا می‌بینی.' },
    noClass: {
      title: 'هنوز در کلاسی نیستی',
      description:
        'تکلیف‌ها را آموزگار برای کلاس می‌گذارد. وقتی مدرسه تو را در کلاست ثبت کند، تکلیف‌هایت اینجا می‌آید.',
    },
    noMatch: { title: 'تکلیفی با این فیلتر نیست', showAll: 'نمایش همهٔ تکلیف‌ها' },
    filtersLabel: 'فیلترهای فهرست',
    gradeChip: (grade: Grade) => `پایهٔ ${grades[grade]}`,
    /** The accessible name of a chip's link, which drops that filter. */
    removeFilter: (label: string) => `برداشتن فیلتر ${label}`,
    skills: (count: number) => `${toPersianDigits(count)} مهارت`,
    start: (date: string) => `شروع: ${date}`,
    due: (date: string) => `مهلت: ${date}`,
    progress: 'پیشرفت من',
  },
  /** How near the due date is (open homework only). */
  near: {
    today: 'امروز',
    tomorrow: 'فردا',
    daysLeft: (days: number) => `${toPersianDigits(days)} روز مانده`,
    passed: 'مهلت گذشته',
  },
  /** «۳۳٪» */
  percent: (value: number) => `${toPersianDigits(value)}٪`,
  detail: {
    documentTitle: (title: string) => `${title} | دانش‌آموز یار`,
    loadingTitle: 'تکلیف | دانش‌آموز یار',
    heading: 'تکلیف',
    backToList: 'همهٔ تکلیف‌ها',
    notFound: {
      title: 'تکلیف پیدا نشد',
      fallback: 'موردی پیدا نشد.',
      lead: 'شاید نشانی اشتباه است یا این تکلیف برای کلاس تو نیست.',
    },
    teacher: (name: string) => `آموزگار: ${name}`,
    teacherNote: 'توضیح آموزگار',
    target: 'امتیاز هدف',
    startLabel: 'شروع',
    dueLabel: 'مهلت',
    pages: (first: number, last: number) => `صفحهٔ ${toPersianDigits(first)} تا ${toPersianDigits(last)}`,
    sections: (first: number, last: number) => `درس ${toPersianDigits(first)} تا ${toPersianDigits(last)}`,
    range: 'محدوده',
    states: { open: 'باز', finished: 'انجام شد', overdue: 'مهلت گذشته' } satisfies Record<HomeworkGroup, string>,
    finishedNote: 'همهٔ مهارت‌های این تکلیف به امتیاز هدف رسیده‌اند. آفرین!',
    overdueNote: 'مهلت این تکلیف تمام شده است، ولی هنوز می‌توانی تمرین کنی. کارت «با تأخیر» ثبت می‌شود.',
    startButton: 'شروع تکلیف',
    continueButton: 'ادامهٔ تکلیف',
    lateButton: 'ادامهٔ تکلیف با تأخیر',
    skillsTitle: 'مهارت‌های تکلیف',
    noSkills: 'این تکلیف مهارتی ندارد؛ آموزگار مهارت‌هایش را برداشته است.',
    skillDone: 'به هدف رسید',
    skillLeft: 'هنوز به هدف نرسیده',
    skillOneAnswer: 'یک پاسخ در این تکلیف بده',
    /** The skill bar's accessible name. */
    skillScore: (title: string) => `امتیاز مهارت ${title}`,
    score: 'امتیاز',
    skillMeta: (code: string, chapter: string) => `${code} – ${chapter}`,
    scoreOfTarget: (score: number, target: number) =>
      `امتیاز ${toPersianDigits(score)} از هدف ${toPersianDigits(target)}`,
    skillPractice: (answered: number, correct: number) =>
      `در همهٔ تمرین‌های این مهارت: ${toPersianDigits(answered)} پرسش، ${toPersianDigits(correct)} درست`,
  },
  report: {
    title: 'گزارش من در این تکلیف',
    mine: 'پیشرفت من',
    classAverage: 'میانگین پیشرفت کلاس',
    answered: 'پرسش‌های پاسخ‌داده',
    time: 'زمان تمرین',
    skillsDone: 'مهارت‌های انجام‌شده',
    lastActivityOn: (when: string) => `آخرین تمرین: ${when}`,
    of: (done: number, total: number) => `${toPersianDigits(done)} از ${toPersianDigits(total)}`,
    teacherComment: 'یادداشت آموزگار',
    nothingYet: 'هنوز در این تکلیف تمرینی نکرده‌ای.',
    perSkill: 'مهارت به مهارت',
    columns: { skill: 'مهارت', score: 'امتیاز', answered: 'پرسش', time: 'زمان' },
    done: 'انجام شد',
    notDone: 'مانده',
  },
  duration: {
    minutes: (m: number) => `${toPersianDigits(m)} دقیقه`,
    hours: (h: number, m: number) =>
      m ? `${toPersianDigits(h)} ساعت و ${toPersianDigits(m)} دقیقه` : `${toPersianDigits(h)} ساعت`,
    lessThanMinute: 'کمتر از یک دقیقه',
  },
} as const;
