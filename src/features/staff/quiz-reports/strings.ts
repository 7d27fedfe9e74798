import type { QuizStudentStatus } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';

const fa = toPersianDigits;

/** «۲۲ دقیقه و ۳۵ ثانیه»; under a minute only the seconds. */
function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${fa(s)} ثانیه`;
  return s === 0 ? `${fa(m)} دقیقه` : `${fa(m)} دقیقه و ${fa(s)} ثانیه`;
}

const studentStatus: Record<QuizStudentStatus, string> = {
  not_started: 'شرکت نکرده',
  in_progress: 'در حال پاسخ دادن',
  submitted: 'تحویل داده',
};

/** Persian text of the staff quiz-report screens (teacher and school manager). */
export const t = {
  percent: (value: number) => `${fa(value)}٪`,
  of: (value: number, total: number) => `${fa(value)} از ${fa(total)}`,
  duration,
  noNumber: '—',
  name: (first: string, last: string) => `${first} ${last}`,
  notFound: {
    title: 'گزارشی پیدا نشد',
    description: 'نشانی این صفحه درست نیست. گزارش را از فهرست گزارش آزمون‌ها باز کنید.',
  },
  classes: {
    title: 'گزارش آزمون‌ها',
    subtitle: 'میانگین و میزان شرکت در آزمون‌های هر کلاس',
    listLabel: 'کلاس‌ها',
    empty: 'هنوز کلاسی برای گزارش نیست',
    emptyHint: 'وقتی کلاسی آزمون داشته باشد، گزارشش اینجا می‌آید.',
    quizzes: (count: number, open: number) =>
      open > 0 ? `${fa(count)} آزمون (${fa(open)} باز یا به‌زودی)` : `${fa(count)} آزمون`,
    students: (count: number) => `${fa(count)} دانش‌آموز`,
    average: 'میانگین نمره',
    participation: 'شرکت در آزمون‌ها',
    lastQuiz: (date: string) => `آخرین آزمون: ${date}`,
    noClosed: 'هنوز آزمونی به پایان نرسیده است.',
    open: (name: string) => `آزمون‌های ${name}`,
  },
  class: {
    title: (name: string) => `آزمون‌های ${name}`,
    loadingTitle: 'آزمون‌های کلاس',
    back: 'همهٔ کلاس‌ها',
    listLabel: 'آزمون‌ها',
    empty: 'این کلاس هنوز آزمونی ندارد',
    start: (date: string) => `شروع: ${date}`,
    submitted: (submitted: number, students: number) => `${fa(submitted)} از ${fa(students)} تحویل داده‌اند`,
    average: (value: number) => `میانگین ${fa(value)}٪`,
    noResults: 'هنوز نتیجه‌ای نیست',
  },
  quiz: {
    loadingTitle: 'نتیجهٔ آزمون',
    back: (className: string) => `آزمون‌های ${className}`,
    backLoading: 'آزمون‌های کلاس',
    summaryLabel: 'خلاصهٔ نتیجه',
    average: 'میانگین کلاس',
    submitted: 'تحویل داده‌اند',
    averageTime: 'میانگین زمان',
    distribution: 'پراکندگی نمره‌ها',
    bandCount: (label: string, count: number) => `${label}: ${fa(count)} نفر`,
    toQuestions: 'پرسش به پرسش',
    print: 'چاپ نتیجه‌ها',
    export: {
      title: (quiz: string, klass: string) => `نتیجهٔ ${quiz} – ${klass}`,
      firstName: 'نام',
      lastName: 'نام خانوادگی',
      status: 'وضعیت',
      score: (total: number) => `نمره (از ${fa(total)})`,
      percent: 'درصد',
      minutes: 'زمان (دقیقه)',
      submittedAt: 'زمان تحویل',
    },
    courseOfClass: (course: string, klass: string) => `${course} · ${klass}`,
    toDetail: 'همهٔ پاسخ‌ها',
    listLabel: 'دانش‌آموزان',
    studentStatus,
    score: (score: number, total: number) => `نمره ${fa(score)} از ${fa(total)}`,
    time: (seconds: number) => `زمان ${duration(seconds)}`,
    empty: 'این کلاس دانش‌آموزی ندارد',
    noneSubmitted: 'هنوز هیچ دانش‌آموزی آزمون را تحویل نداده است.',
    /** An upcoming quiz's report: nothing to show until it starts. */
    notStarted: (start: string) => `این آزمون هنوز شروع نشده است؛ شروع: ${start}`,
    window: (start: string, end: string) => `از ${start} تا ${end}`,
  },
  student: {
    loadingTitle: 'پاسخ‌های دانش‌آموز',
    back: 'نتیجهٔ کلاس',
    statsLabel: 'نتیجهٔ دانش‌آموز',
    score: 'نمره',
    percent: 'درصد',
    time: 'زمان',
    right: 'درست',
    wrong: 'نادرست',
    unanswered: 'بی‌پاسخ',
    submittedAt: (date: string) => `تحویل: ${date}`,
    classAverage: (value: number) => `میانگین کلاس: ${fa(value)}٪`,
    /** The same kind line the pupil read under their result. */
    encouragementLabel: 'پیامی که دانش‌آموز زیر نتیجه‌اش می‌بیند',
    notSubmitted: 'این دانش‌آموز هنوز آزمون را تحویل نداده است',
    position: (n: number, count: number) => `پرسش ${fa(n)} از ${fa(count)}`,
    points: (earned: number, points: number) => `${fa(earned)} از ${fa(points)} امتیاز`,
    noAnswer: 'به این پرسش پاسخی نداده است.',
  },
  questions: {
    title: 'پرسش به پرسش',
    back: 'نتیجهٔ کلاس',
    listLabel: 'پرسش‌ها',
    number: (n: number) => `پرسش ${fa(n)}`,
    percentRight: (value: number) => `${fa(value)}٪ درست`,
    barLabel: (n: number) => `درصد پاسخ درست پرسش ${fa(n)}`,
    counts: (right: number, answered: number, unanswered: number) =>
      `${fa(right)} درست از ${fa(answered)} پاسخ، ${fa(unanswered)} بی‌پاسخ`,
    noAnswers: 'هنوز کسی به این پرسش پاسخ نداده است.',
    commonWrong: (answer: string, count: number) => `پاسخ نادرست رایج: ${answer} (${fa(count)} نفر)`,
    toAnswers: (n: number) => `پاسخ‌های پرسش ${fa(n)}`,
    empty: 'این آزمون پرسشی ندارد',
    submitted: (count: number) => `${fa(count)} دانش‌آموز آزمون را تحویل داده‌اند.`,
  },
  detail: {
    title: 'همهٔ پاسخ‌ها',
    back: 'پرسش به پرسش',
    answersLabel: (n: number) => `پاسخ‌های دانش‌آموزان به پرسش ${fa(n)}`,
    keyLabel: 'پاسخ درست',
    right: 'درست',
    wrong: 'نادرست',
    unanswered: 'بی‌پاسخ',
    noAnswers: 'هنوز کسی به این پرسش پاسخ نداده است.',
    empty: 'این آزمون پرسشی ندارد',
  },
  answer: {
    listSeparator: '، ',
  },
} as const;
