import type { ShowAnswersAfter } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';

const groups = { open: 'آزمون‌های باز', upcoming: 'به‌زودی', done: 'انجام‌شده' };

/** Persian text of the pupil's quiz list and a quiz's details (tests import it too). */
export const t = {
  documentTitle: 'آزمون‌های من | دانش‌آموز یار',
  title: 'آزمون‌های من',
  groups,
  /** «۲ آزمون» beside a section's heading. */
  groupCount: (count: number) => `${toPersianDigits(count)} آزمون`,
  groupEmpty: {
    open: 'الان آزمون بازی نداری.',
    upcoming: 'فعلاً آزمون تازه‌ای در راه نیست.',
    done: 'هنوز آزمونی را تمام نکرده‌ای.',
  } satisfies Record<keyof typeof groups, string>,
  empty: {
    title: 'هنوز آزمونی برایت گذاشته نشده',
    description: 'وقتی آموزگارت آزمونی بگذارد، اینجا می‌بینی کی شروع می‌شود و چقدر وقت داری.',
  },
  /** When the right answers are shown, as the card and the details say it. */
  showAnswers: {
    submission: 'بلافاصله پس از تحویل',
    quiz_end: 'پس از پایان مهلت آزمون',
    never: 'پاسخ درست نمایش داده نمی‌شود',
  } satisfies Record<ShowAnswersAfter, string>,
  facts: {
    duration: 'زمان',
    questions: 'پرسش‌ها',
    points: 'نمرهٔ کل',
    window: 'مهلت',
    answers: 'نمایش پاسخ‌ها',
  },
  /** «مهلت:» — a label on the same line as its value. */
  labelled: (label: string) => `${label}:`,
  minutes: (m: number) => `${toPersianDigits(m)} دقیقه`,
  questions: (n: number) => `${toPersianDigits(n)} پرسش`,
  points: (n: number) => `${toPersianDigits(n)} نمره`,
  /** «از ۳۰ آبان ۱۴۰۵، ۰۸:۰۰ تا ۳ آذر ۱۴۰۵، ۲۰:۰۰» — both already formatted. */
  window: (from: string, to: string) => `از ${from} تا ${to}`,
  /** How far away an upcoming quiz's start is. */
  startsIn: {
    underHour: 'کمتر از یک ساعت دیگر',
    hours: (h: number) => `${toPersianDigits(h)} ساعت دیگر`,
    days: (d: number) => `${toPersianDigits(d)} روز دیگر`,
  },
  /** «شروع: ۷ آذر ۱۴۰۵، ۰۸:۰۰ (۷ روز دیگر)» */
  startsAt: (when: string, away: string | null) => (away ? `شروع: ${when} (${away})` : `شروع: ${when}`),
  running: 'زمانت از وقتی آزمون را شروع کردی در حال گذر است؛ زود برگرد و ادامه بده.',
  submittedNote: 'این آزمون را تحویل داده‌ای.',
  /** A closed quiz: its window ended and the pupil never started it (the contract's QuizStatus). */
  closedNote: 'در این آزمون شرکت نکردی؛ مهلتش تمام شده است.',
  actions: {
    details: 'جزئیات و شروع',
    detailsOnly: 'جزئیات آزمون',
    resume: 'ادامهٔ آزمون',
    start: 'شروع آزمون',
    report: 'دیدن نتیجه',
  },
  /** Links' accessible names carry the quiz's title, so several cards' links stay apart. */
  actionFor: (action: string, title: string) => `${action}: ${title}`,
  details: {
    loadingTitle: 'جزئیات آزمون',
    close: 'بستن',
    loading: 'در حال آوردن جزئیات آزمون…',
    notFound: {
      title: 'این آزمون پیدا نشد',
      lead: 'شاید نشانی اشتباه است یا این آزمون برای کلاس تو نیست.',
    },
    rulesTitle: 'پیش از شروع بخوان',
    rules: {
      timer: (minutes: string) =>
        `وقتی «شروع آزمون» را بزنی، ساعت آزمون راه می‌افتد و ${minutes} وقت داری. اگر صفحه را ببندی، ساعت نمی‌ایستد.`,
      timerRunning: (minutes: string) =>
        `ساعت آزمونت از وقتی شروع کردی راه افتاده است (${minutes} در کل) و حتی وقتی صفحه بسته است جلو می‌رود.`,
      windowEnd: (end: string) => `اگر دیر شروع کنی، آزمون سر ساعت پایان مهلت (${end}) تمام می‌شود.`,
      saved: 'هر پاسخی که بدهی، همان لحظه ذخیره می‌شود. اگر اینترنت قطع شد، نگران نباش.',
      flags: 'می‌توانی کنار پرسشی که مطمئن نیستی نشان بگذاری و بین پرسش‌ها جابه‌جا شوی.',
      autoSubmit: 'وقتی زمان تمام شود، آزمون خودش تحویل داده می‌شود.',
      early: 'اگر زودتر تمام کردی، می‌توانی آزمون را تحویل بدهی؛ پیش از تحویل از تو می‌پرسیم مطمئنی یا نه.',
      answers: {
        submission: 'بعد از تحویل، نمره‌ات و پاسخ درست هر پرسش را همان لحظه می‌بینی.',
        quiz_end: 'بعد از تحویل نمره‌ات را می‌بینی؛ پاسخ‌های درست پس از پایان مهلت آزمون نشان داده می‌شوند.',
        never: 'بعد از تحویل نمره‌ات و درست یا نادرست بودن هر پاسخ را می‌بینی، ولی پاسخ درست نمایش داده نمی‌شود.',
      } satisfies Record<ShowAnswersAfter, string>,
    },
    notYet: 'این آزمون هنوز شروع نشده است. وقتش که برسد، دکمهٔ «شروع آزمون» اینجا می‌آید.',
  },
} as const;
