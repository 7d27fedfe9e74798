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
  goal: {
    title: 'هدف امروز',
    loading: 'در حال بارگذاری هدف امروز…',
    /** «۴ از ۱۰ پرسش» */
    progress: (done: number, target: number, kind: 'questions' | 'minutes') =>
      `${toPersianDigits(Math.min(done, target))} از ${toPersianDigits(target)} ${kind === 'questions' ? 'پرسش' : 'دقیقه'}`,
    met: 'آفرین! به هدف امروزت رسیدی.',
    notYet: (left: number, kind: 'questions' | 'minutes') =>
      `${toPersianDigits(left)} ${kind === 'questions' ? 'پرسش' : 'دقیقه'} دیگر تا هدف امروز.`,
    /** Never says a streak was lost: a new run starts the same day. */
    streak: (days: number) => `${toPersianDigits(days)} روز پشت سر هم تمرین کرده‌ای`,
    streakKeepUp: 'امروز هم تمرین کن تا زنجیره‌ات ادامه پیدا کند.',
    streakStart: 'امروز را با یک پرسش شروع کن؛ هر روز تمرین، یک حلقهٔ زنجیر است.',
    best: (days: number) => `بهترین زنجیره‌ات: ${toPersianDigits(days)} روز`,
    week: 'این هفته',
    /** A day of the week strip, for screen readers: «شنبه: تمرین کردی، به هدف رسیدی». */
    day: (weekday: string, practised: boolean, met: boolean, today: boolean) =>
      [
        today ? `${weekday} (امروز)` : weekday,
        met ? 'به هدف رسیدی' : practised ? 'تمرین کردی' : 'تمرینی ثبت نشده',
      ].join(': '),
    change: 'تغییر هدف',
    choose: 'انتخاب هدف',
    dialogTitle: 'هدف هر روزت چه باشد؟',
    close: 'بستن',
    kindLabel: 'هدف را با چه بشماریم؟',
    kinds: { questions: 'پرسش', minutes: 'دقیقه' },
    targetLabel: 'چند تا در روز؟',
    save: 'ذخیره',
    cancel: 'انصراف',
    saved: 'هدف تازه ذخیره شد.',
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
