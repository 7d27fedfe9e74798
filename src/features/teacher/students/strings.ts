import { toPersianDigits } from '@/shared/digits';
import { pupilSearchText } from '@/shared/pupil-search/strings';

const n = (value: number) => toPersianDigits(value);

/** Persian text of the teacher's pupils list and one pupil's course page (tests import it too). */
export const t = {
  list: {
    documentTitle: 'دانش‌آموزان من | دانش‌آموز یار',
    title: 'دانش‌آموزان من',
    subtitle: 'دانش‌آموزان کلاس‌های شما با میانگین امتیاز هوشمند؛ برای پیشرفت در هر درس، نام درس را باز کنید.',
    search: pupilSearchText.search,
    classFilter: 'کلاس',
    allClasses: 'همهٔ کلاس‌ها',
    /** «۵۲ دانش‌آموز» */
    count: (count: number) => `${n(count)} دانش‌آموز`,
    /** «چهارم الف · ۱۵۷ پرسش» */
    classAndAnswered: (className: string, answered: number) => `${className} · ${n(answered)} پرسش`,
    noClass: 'بدون کلاس',
    avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
    score: 'میانگین امتیاز هوشمند',
    /** The meter's name, so each row's meter names its pupil. */
    scoreOf: (name: string) => `میانگین امتیاز هوشمند ${name}`,
    /** «۸۱ از ۱۰۰، ماهر» */
    scoreText: (score: number, band: string) => `${n(score)} از ${n(100)}، ${band}`,
    noScore: 'هنوز تمرین نکرده',
    lastActive: (date: string) => `آخرین فعالیت: ${date}`,
    neverActive: 'هنوز فعالیتی نداشته',
    coursesLabel: (name: string) => `درس‌های ${name}`,
    /** A course link's name: «پیشرفت سارا احمدی در ریاضی چهارم». */
    courseLink: (name: string, course: string) => `پیشرفت ${name} در ${course}`,
    noCourses: 'درسی از این کلاس به شما داده نشده است.',
    page: pupilSearchText.page,
    empty: {
      title: 'هنوز دانش‌آموزی در کلاس‌های شما نیست',
      description: 'وقتی مدرسه دانش‌آموزی در کلاس‌های شما ثبت کند، اینجا می‌بینید.',
    },
    noMatch: {
      title: 'دانش‌آموزی با این مشخصات پیدا نشد',
      description: 'املای نام را بررسی کنید یا کلاس دیگری را انتخاب کنید.',
    },
    clearSearch: 'پاک کردن جستجو',
    pastLastPage: {
      title: 'این صفحه از فهرست وجود ندارد',
      action: 'رفتن به صفحهٔ اول',
    },
  },
  course: {
    documentTitle: (name?: string) => (name ? `${name} | دانش‌آموز یار` : 'پیشرفت دانش‌آموز | دانش‌آموز یار'),
    fallbackTitle: 'پیشرفت دانش‌آموز',
    /** «سارا احمدی — ریاضی چهارم» */
    title: (name: string, course: string) => `${name} — ${course}`,
    /** «چهارم الف، پایهٔ چهارم» */
    classInfo: (className: string, grade: string) => `${className}، پایهٔ ${grade}`,
    back: 'همهٔ دانش‌آموزان',
    figures: 'خلاصهٔ پیشرفت',
    proficient: 'مهارت‌های ماهر',
    /** «۳ از ۱۶» */
    ofTotal: (part: number, total: number) => `${n(part)} از ${n(total)}`,
    practised: 'مهارت‌های تمرین‌شده',
    answered: 'پرسش‌های پاسخ‌داده',
    average: 'میانگین امتیاز',
    noAverage: '—',
    /** «۳ از ۴ مهارت ماهر» */
    chapterProficient: (part: number, total: number) => `${n(part)} از ${n(total)} مهارت ماهر`,
    /** «۴-ر-۱۲ · صفحهٔ ۵۸» */
    skillCode: (code: string, page: number) => `${code} · صفحهٔ ${n(page)}`,
    /** «۳۷ پرسش، ۲۷ درست» */
    skillAnswers: (answered: number, right: number) => `${n(answered)} پرسش، ${n(right)} درست`,
    lastPractised: (date: string) => `آخرین تمرین: ${date}`,
    neverPractised: 'هنوز تمرین نکرده',
    score: 'امتیاز هوشمند',
    scoreOf: (skill: string) => `امتیاز هوشمند «${skill}»`,
    questions: 'دیدن پرسش‌ها',
    /** Starts with the visible text, so the link is named as it reads (axe: label-content-name-mismatch). */
    questionsOf: (skill: string) => `دیدن پرسش‌ها: «${skill}»`,
    noSkills: 'این درس هنوز مهارتی ندارد.',
    notFound: 'این دانش‌آموز یا درس در کلاس‌های شما پیدا نشد.',
    /** The link to the pupil's weekly report as their family reads it, laid out to print (issue 29). */
    familyReport: 'گزارش خانواده برای چاپ',
    history: {
      title: 'روند هفته‌های اخیر',
      /** The one-line summary the figure reads instead of the plot. */
      summary: (weeks: number, first: number, last: number) =>
        `میانگین امتیاز در ${n(weeks)} هفتهٔ اخیر از ${n(first)} به ${n(last)} رسید.`,
      week: 'هفته',
      empty: 'هنوز تاریخچه‌ای برای این درس نیست.',
      tableCaption: 'امتیاز و پرسش‌های هر هفته',
    },
  },
} as const;
