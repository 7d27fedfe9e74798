import { toPersianDigits } from '@/shared/digits';

const fa = toPersianDigits;

/** How a question ended: right, wrong, or left without an answer. */
export type Outcome = 'right' | 'wrong' | 'unanswered';

/** Persian text of a handed-in quiz's screens: post-quiz, the report, the questions, the report card. */
export const t = {
  documentTitle: (title: string) => `${title} | دانش‌آموز یار`,
  backToQuizzes: 'بازگشت به آزمون‌ها',
  navLabel: 'گزارش‌های این آزمون',
  nav: {
    report: 'خلاصهٔ گزارش',
    questions: 'پرسش به پرسش',
    detail: 'همهٔ پاسخ‌ها',
    finalReport: 'کارنامه',
  },
  /** A quiz id that is not a number, or a result the server does not know. */
  noQuiz: {
    title: 'آزمونی پیدا نشد',
    description: 'نشانی این صفحه آزمونی را نشان نمی‌دهد. آزمونت را از فهرست آزمون‌ها باز کن.',
  },
  /** The server's 400: the quiz is not handed in yet, or the pupil did not take part. */
  notReady: {
    title: 'نتیجه هنوز آماده نیست',
    toQuiz: 'رفتن به آزمون',
    toList: 'رفتن به فهرست آزمون‌ها',
  },
  stats: {
    label: 'نتیجهٔ آزمون',
    score: 'نمره',
    percent: 'درصد',
    time: 'زمان',
    right: 'درست',
    wrong: 'نادرست',
    unanswered: 'بی‌پاسخ',
    /** «۸ از ۱۱» */
    of: (value: number, total: number) => `${fa(value)} از ${fa(total)}`,
    count: (value: number) => `${fa(value)} پرسش`,
  },
  /** «۷۳٪» */
  percent: (value: number) => `${fa(value)}٪`,
  duration: {
    hours: (n: number) => `${fa(n)} ساعت`,
    minutes: (n: number) => `${fa(n)} دقیقه`,
    seconds: (n: number) => `${fa(n)} ثانیه`,
    join: ' و ',
  },
  post: {
    title: 'آزمونت تحویل داده شد',
    /** The h1 when there is no handed-in quiz to speak of. */
    otherTitle: 'نتیجهٔ آزمون',
    celebrate: 'آفرین! نتیجه‌ات عالی است.',
    next: 'حالا چه کنم؟',
    report: 'دیدن گزارش آزمون',
    questions: 'دیدن پرسش‌ها و پاسخ‌هایم',
    finalReport: 'کارنامهٔ آزمون',
  },
  report: {
    title: 'گزارش آزمون',
    meter: 'درصد نمرهٔ تو',
    compareTitle: 'مقایسه با کلاس',
    mine: 'نمرهٔ تو',
    classAverage: 'میانگین کلاس',
    averageNotReady: 'میانگین کلاس هنوز آماده نیست؛ وقتی همکلاسی‌هایت هم آزمون را تحویل بدهند، اینجا نشان داده می‌شود.',
  },
  skills: {
    title: 'مهارت به مهارت',
    /** «۲ از ۳ پرسش درست» */
    rightOf: (right: number, total: number) => `${fa(right)} از ${fa(total)} پرسش درست`,
    bar: (title: string) => `پرسش‌های درست در ${title}`,
    /** A skill the course's list does not name (the list failed, or another course's skill). */
    unknown: 'مهارتی از درس دیگر',
    columns: { skill: 'مهارت', right: 'درست', total: 'پرسش' },
  },
  outcome: { right: 'درست', wrong: 'نادرست', unanswered: 'بی‌پاسخ' } satisfies Record<Outcome, string>,
  questions: {
    title: 'پرسش‌های آزمون',
    listLabel: 'پرسش‌ها',
    number: (n: number) => `پرسش ${fa(n)}`,
    /** «۱ از ۲ امتیاز» */
    points: (earned: number, total: number) => `${fa(earned)} از ${fa(total)} امتیاز`,
    toDetail: 'دیدن همهٔ پرسش‌ها با پاسخ‌ها',
    empty: 'این آزمون پرسشی نداشت.',
  },
  detail: {
    title: 'پرسش‌ها و پاسخ‌ها',
  },
  question: {
    /** The h1: «پرسش ۳ از ۸», or «پرسش ۳» before the count is known. */
    title: (n: number, count?: number) => (count ? `پرسش ${fa(n)} از ${fa(count)}` : `پرسش ${fa(n)}`),
    notFoundTitle: 'پرسش پیدا نشد',
    previous: 'پرسش قبلی',
    next: 'پرسش بعدی',
    pagerLabel: 'پرسش‌های دیگر',
    notFound: (count: number) => `این آزمون ${fa(count)} پرسش دارد و پرسشی با این شماره در آن نیست.`,
    allQuestions: 'همهٔ پرسش‌ها',
    noAnswer: 'به این پرسش پاسخ ندادی.',
  },
  /** Why the right answers are not shown (the quiz's show_answers_after). */
  hidden: {
    quizEnd: (endAt: string) => `پاسخ‌های درست پس از پایان مهلت آزمون، ${endAt}، نمایش داده می‌شوند.`,
    never: 'معلم نمایش پاسخ‌های درست را بسته است.',
    unknown: 'پاسخ‌های درست این آزمون هنوز نمایش داده نمی‌شوند.',
  },
  final: {
    title: 'کارنامهٔ آزمون',
    quiz: 'آزمون',
    course: 'درس',
    submittedAt: 'تاریخ تحویل',
    score: 'نمره',
    percent: 'درصد',
    classAverage: 'میانگین کلاس',
    notReady: 'هنوز آماده نیست',
    time: 'زمان',
    questionsTitle: 'پرسش به پرسش',
    columns: { number: 'پرسش', outcome: 'نتیجه', points: 'امتیاز' },
    print: 'چاپ',
  },
} as const;
