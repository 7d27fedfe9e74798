import { formatNumber, toPersianDigits } from '@/shared/digits';

const percent = (value: number) => `${toPersianDigits(value)}٪`;

/** Persian text of the student's dashboard (tests and stories import it too). */
export const t = {
  documentTitle: 'خانه | دانش‌آموز یار',
  greeting: (firstName: string) => (firstName ? `سلام ${firstName}!` : 'سلام!'),
  classLine: (className: string, school: string) => [className, school].filter(Boolean).join('، '),
  encouragement: 'امروز هم کمی تمرین کنیم؟',
  continuePractice: 'ادامهٔ تمرین',
  percentDone: (value: number) => `${percent(value)} انجام شده`,
  /** «ریاضی چهارم، ۳ مهارت» — a card's facts on one line (a middle dot would read as «۰»). */
  joined: (...parts: string[]) => parts.join('، '),
  survey: {
    title: 'نظرت برای ما مهم است',
    fallbackName: 'یک نظرسنجی کوتاه',
    open: 'شرکت در نظرسنجی',
  },
  today: 'کارهای امروز',
  homework: {
    title: 'تکلیف‌ها',
    loading: 'در حال بارگذاری تکلیف‌ها…',
    empty: 'تکلیف بازی نداری.',
    emptyHint: 'هر وقت معلم تکلیف تازه بگذارد، اینجا می‌بینی.',
    due: (date: string) => `مهلت: ${date}`,
    skills: (count: number) => `${toPersianDigits(count)} مهارت`,
    late: (count: number) => `${toPersianDigits(count)} تکلیف از مهلتش گذشته است.`,
    all: 'همهٔ تکلیف‌ها',
  },
  reviews: {
    title: 'مرورها',
    loading: 'در حال بارگذاری مرورها…',
    empty: 'الان مروری باز نیست.',
    emptyHint: 'مرورهای تمام‌شده را در «همهٔ مرورها» می‌بینی.',
    deadline: (dateTime: string) => `تا ${dateTime}`,
    answered: (done: number, total: number) => `${toPersianDigits(done)} از ${toPersianDigits(total)} پرسش`,
    all: 'همهٔ مرورها',
  },
  packages: {
    title: 'بسته‌های آموزشی',
    loading: 'در حال بارگذاری بسته‌ها…',
    empty: 'هنوز بسته‌ای برایت باز نشده است.',
    steps: (done: number, total: number) => `${toPersianDigits(done)} از ${toPersianDigits(total)} قدم`,
    finished: 'تمام شد',
  },
  subjects: {
    title: 'پیشرفت در درس‌ها',
    loading: 'در حال بارگذاری درس‌ها…',
    empty: 'هنوز درسی برایت فعال نشده است.',
    average: (score: number) => toPersianDigits(score),
    averageText: (score: number, band: string) => `میانگین امتیاز ${toPersianDigits(score)}، ${band}`,
    proficient: (count: number, total: number) => `${toPersianDigits(count)} از ${toPersianDigits(total)} مهارت ماهر`,
    mastered: (count: number) => `${toPersianDigits(count)} مهارت با تسلط کامل`,
    all: 'همهٔ درس‌ها',
  },
  rewards: {
    title: 'جام‌ها و نشان‌ها',
    loading: 'در حال بارگذاری جام‌ها…',
    cups: 'جام‌های من',
    cupsCount: (count: number) => formatNumber(count),
    /** The count is of badges and cups together not opened yet (getNewBadgesCount), so it names both. */
    newBadges: 'جام و نشان تازه',
    newBadgesCount: (count: number) => formatNumber(count),
  },
  more: {
    title: 'بیشتر',
    courses: 'درس‌ها',
    homeworks: 'تکلیف‌ها',
    courseReview: 'مرورها',
    quizzes: 'آزمون‌ها',
    maze: 'بازی مارپیچ',
    plans: 'خرید اشتراک',
    class: 'کلاس من',
    classMessage: 'پیام‌های کلاس',
    report: 'گزارش',
    performance: 'عملکرد من',
    profile: 'پروفایل',
    guide: 'راهنما',
  },
} as const;
