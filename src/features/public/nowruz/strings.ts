import { toPersianDigits } from '@/shared/digits';

/** Persian text of the Nowruz campaign page /nowruz (tests and stories import it too). */
export const t = {
  documentTitle: 'جشنوارهٔ نوروزی',
  hero: {
    /** Shown as the h1 until the campaign's own title arrives. */
    fallbackTitle: 'جشنوارهٔ نوروزی دانش‌آموز یار',
    fallbackLead: 'بسته‌های اشتراک با تخفیف ویژهٔ نوروز و هدیه‌های بهاری برای دانش‌آموزان دبستان.',
    discount: (percent: number) => `${toPersianDigits(percent)}٪ تخفیف`,
    dates: (from: string, to: string) => `${from} تا ${to}`,
  },
  packages: {
    title: 'بسته‌های نوروزی',
    intro: 'هر بسته تمرین ریاضی، فارسی و علوم را هم‌پای کتاب درسی دارد. پس از خرید، اشتراک همان روز فعال می‌شود.',
    empty: 'هنوز بسته‌ای برای این جشنواره اعلام نشده است.',
    allGrades: 'همهٔ پایه‌ها',
    grade: (grade: string) => `پایهٔ ${grade}`,
    months: (months: number) => `${toPersianDigits(months)} ماه`,
    oldPrice: 'قیمت پیش از تخفیف:',
    campaignPrice: 'قیمت جشنواره:',
    buy: (title: string) => `خرید ${title}`,
  },
  gifts: {
    title: 'هدیه‌های نوروزی',
    intro: 'هر خرید در روزهای جشنواره این هدیه‌ها را هم دارد.',
  },
  inactive: {
    upcomingTitle: 'جشنواره هنوز شروع نشده است',
    upcoming: (date: string) =>
      `جشنوارهٔ نوروزی از ${date} آغاز می‌شود. تا آن روز می‌توانید ثبت‌نام کنید و تمرین رایگان را امتحان کنید.`,
    endedTitle: 'جشنواره به پایان رسیده است',
    ended: (date: string) =>
      `این جشنواره در ${date} به پایان رسید. هنوز هم می‌توانید ثبت‌نام کنید و از اشتراک‌های دانش‌آموز یار استفاده کنید.`,
    register: 'ثبت‌نام دانش‌آموز',
  },
  cta: {
    title: 'پیش از خرید سؤالی دارید؟',
    body: 'پاسخ پرسش‌های رایج دربارهٔ اشتراک و پرداخت را ببینید، یا پیامتان را بفرستید تا همکاران پشتیبانی با شما تماس بگیرند.',
    faq: 'پرسش‌های رایج',
    contact: 'تماس با ما',
  },
} as const;
