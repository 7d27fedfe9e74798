import type { Grade, Subject } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';

const fa = toPersianDigits;

/** Persian text of the student's courses and course pages (tests import it too). */
export const t = {
  subjects: common.subjects satisfies Record<Subject, string>,
  gradeTitle: (grade: Grade) => `پایهٔ ${common.grades[grade]}`,
  list: {
    documentTitle: 'درس‌های من | دانش‌آموز یار',
    title: 'درس‌های من',
    subtitle: 'هر درس را باز کن تا مهارت‌هایش را فصل به فصل ببینی و تمرین کنی.',
    emptyTitle: 'هنوز درسی برایت ثبت نشده است',
    emptyDescription: 'وقتی مدرسه کلاست را ثبت کند، درس‌های پایه‌ات این‌جا می‌آیند.',
    average: 'میانگین امتیاز',
    averageValue: (score: number) => fa(score),
    mastered: (mastered: number, total: number) => `${fa(mastered)} از ${fa(total)} مهارت: تسلط کامل`,
    proficient: (count: number) => `${fa(count)} مهارت ماهر یا بالاتر`,
    lastPractised: (date: string) => `آخرین تمرین: ${date}`,
    neverPractised: 'هنوز تمرین نکرده‌ای',
    open: 'دیدن مهارت‌ها',
    openLabel: (course: string) => `دیدن مهارت‌ها، ${course}`,
  },
  course: {
    documentTitle: (course: string) => `${course} | دانش‌آموز یار`,
    /** The h1 while the course's name is not known yet. */
    title: 'درس',
    allCourses: 'همهٔ درس‌های من',
    summaryTitle: 'پیشرفت تو در این درس',
    masteredOf: (mastered: number, total: number) => `${fa(mastered)} از ${fa(total)} مهارت را کامل یاد گرفته‌ای`,
    proficientOf: (count: number) => `${fa(count)} مهارت ماهر یا بالاتر`,
    emptyTitle: 'این درس هنوز مهارتی ندارد',
    emptyDescription: 'تا آن وقت مهارت‌های درس‌های دیگرت را تمرین کن.',
    chapterFilter: 'فصل',
    allChapters: 'همهٔ فصل‌ها',
    chapterMastered: (mastered: number, total: number) => `${fa(mastered)} از ${fa(total)} تسلط کامل`,
    separator: ' · ',
    page: (page: number) => `صفحهٔ ${fa(page)}`,
    score: (score: number) => fa(score),
    scoreLabel: (score: number, band: string) => `امتیاز ${fa(score)} از ${fa(100)}، ${band}`,
    practise: 'تمرین',
    practiseLabel: (skill: string) => `تمرین ${skill}`,
    /** A mastered skill goes on (NextQuestion): the same button says so. */
    practiseMore: 'تمرین بیشتر',
    practiseMoreLabel: (skill: string) => `تمرین بیشتر ${skill}`,
    /** The package's video or reading that teaches the skill: the visible word, then its title for a screen reader. */
    teaching: { video: 'فیلم آموزشی', reading: 'خواندنی' },
    teachingLabel: (word: string, title: string) => (title.startsWith(word) ? title : `${word}: ${title}`),
    teachingDone: '(دیده‌شده)',
  },
  notFound: {
    documentTitle: 'درس پیدا نشد | دانش‌آموز یار',
    title: 'این درس پیدا نشد',
    unknownCourse: 'این نشانی به درسی نمی‌رسد. درس‌هایت را از فهرست درس‌ها باز کن.',
    unknownSubject: 'چنین درسی در دانش‌آموز یار نداریم. درس‌هایت را از فهرست درس‌ها باز کن.',
    noCourse: (subject: string) => `درس ${subject} برای پایهٔ تو ثبت نشده است.`,
  },
} as const;
