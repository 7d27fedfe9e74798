import { toPersianDigits } from '@/shared/digits';
import { pupilSearchText } from '@/shared/pupil-search/strings';

const n = (value: number) => toPersianDigits(value);

/** «۲ ساعت و ۱۹ دقیقه», «۴۵ دقیقه» (whole minutes; the contract gives seconds). */
const duration = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${n(rest)} دقیقه`;
  return rest === 0 ? `${n(hours)} ساعت` : `${n(hours)} ساعت و ${n(rest)} دقیقه`;
};

/** Persian text of the school's pupils list and one pupil's page (tests import it too). */
export const t = {
  list: {
    documentTitle: 'دانش‌آموزان مدرسه | دانش‌آموز یار',
    title: 'دانش‌آموزان مدرسه',
    /** The manager opens a pupil's page from the name; the office has none, so its names are plain text. */
    subtitle: {
      school: 'همهٔ دانش‌آموزان مدرسه با میانگین امتیاز هوشمند؛ برای پیشرفت هر دانش‌آموز، نام او را باز کنید.',
      organization: 'همهٔ دانش‌آموزان این مدرسه با میانگین امتیاز هوشمند، کلاس و آخرین فعالیت هر کدام.',
    },
    search: pupilSearchText.search,
    page: pupilSearchText.page,
    classFilter: 'کلاس',
    allClasses: 'همهٔ کلاس‌ها',
    /** «۱۹۷ دانش‌آموز» */
    count: (count: number) => `${n(count)} دانش‌آموز`,
    /** «صفحهٔ ۲ از ۲۰» */
    pageOf: (page: number, pages: number) => `صفحهٔ ${n(page)} از ${n(pages)}`,
    updating: 'در حال به‌روزرسانی فهرست…',
    /** «چهارم الف · ۱۵۷ پرسش» */
    classAndAnswered: (className: string, answered: number) => `${className} · ${n(answered)} پرسش`,
    noClass: 'بدون کلاس',
    avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
    score: 'میانگین امتیاز هوشمند',
    scoreOf: (name: string) => `میانگین امتیاز هوشمند ${name}`,
    /** «۸۱ از ۱۰۰، ماهر» */
    scoreText: (score: number, band: string) => `${n(score)} از ${n(100)}، ${band}`,
    noScore: 'هنوز تمرین نکرده',
    lastActive: (date: string) => `آخرین فعالیت: ${date}`,
    neverActive: 'هنوز فعالیتی نداشته',
    empty: {
      title: 'هنوز دانش‌آموزی در مدرسه ثبت نشده است',
      description: 'وقتی دانش‌آموزان در کلاس‌های مدرسه ثبت شوند، اینجا می‌بینید.',
    },
    noMatch: {
      title: 'دانش‌آموزی با این مشخصات پیدا نشد',
      description: 'املای نام را بررسی کنید یا کلاس دیگری را انتخاب کنید.',
    },
    clearSearch: 'پاک کردن جستجو',
    pastLastPage: { title: 'این صفحه از فهرست وجود ندارد', action: 'رفتن به صفحهٔ اول' },
    exportTitle: (className: string | null) => (className ? `دانش‌آموزان ${className}` : 'دانش‌آموزان مدرسه'),
  },
  pupil: {
    documentTitle: (name?: string) => `${name ?? 'پیشرفت دانش‌آموز'} | دانش‌آموز یار`,
    fallbackTitle: 'پیشرفت دانش‌آموز',
    back: 'همهٔ دانش‌آموزان',
    /** «چهارم الف، پایهٔ چهارم · نام کاربری: student» (the username follows, left to right). */
    classInfo: (className: string, grade: string) => `${className}، پایهٔ ${grade} · نام کاربری:`,
    noClassInfo: 'بدون کلاس · نام کاربری:',
    average: 'میانگین امتیاز هوشمند',
    /** «۸۱ — ماهر» */
    averageValue: (score: number, band: string) => `${n(score)} — ${band}`,
    noAverage: 'هنوز تمرین نکرده',
    answered: 'پرسش‌های پاسخ‌داده',
    time: 'زمان تمرین',
    duration,
    homework: 'تکلیف‌های انجام‌شده',
    /** «۹ از ۱۴» */
    ofTotal: (part: number, total: number) => `${n(part)} از ${n(total)}`,
    badges: 'نشان‌ها',
    cups: 'جام‌ها',
    lastActive: 'آخرین فعالیت',
    neverActive: 'هنوز فعالیتی نداشته',
    courses: 'پیشرفت در درس‌ها',
    courseScoreOf: (course: string) => `میانگین امتیاز هوشمند در ${course}`,
    /** «۳ مهارت با تسلط از ۳ مهارت تمرین‌شده» */
    courseSkills: (mastered: number, practised: number) =>
      `${n(mastered)} مهارت با تسلط از ${n(practised)} مهارت تمرین‌شده`,
    noCourses: 'این دانش‌آموز هنوز در هیچ درسی تمرین نکرده است.',
    recent: 'مهارت‌های اخیر',
    recentHint: 'ده مهارتی که اخیراً تمرین کرده، تازه‌ترین اول.',
    skillScoreOf: (skill: string) => `امتیاز هوشمند «${skill}»`,
    /** «۴-ف-۳ · فارسی چهارم» */
    skillLine: (code: string, course: string) => (course ? `${code} · ${course}` : code),
    /** «۳۰ پرسش، ۲۴ درست» */
    skillAnswers: (answered: number, right: number) => `${n(answered)} پرسش، ${n(right)} درست`,
    lastPractised: (date: string) => `آخرین تمرین: ${date}`,
    noRecent: 'هنوز مهارتی تمرین نشده است.',
    notFound: 'این دانش‌آموز در مدرسهٔ شما پیدا نشد.',
  },
} as const;
