import { formatNumber } from '@/shared/digits';

/** Persian text of the package page (tests and stories import it too). */
export const t = {
  documentTitle: (title: string) => `${title} | دانش‌آموز یار`,
  /** The heading while the package loads or fails (its title is not known yet). */
  title: 'بستهٔ آموزشی',
  backToList: 'همهٔ بسته‌ها و مرورها',
  progressTitle: 'پیشرفت تو در این بسته',
  progressLabel: 'پیشرفت بسته',
  percent: (value: number) => `${formatNumber(value)}٪`,
  progress: (done: number, count: number) => `${formatNumber(done)} از ${formatNumber(count)} فعالیت انجام شده`,
  activitiesTitle: 'قدم‌به‌قدم',
  step: (order: number) => `قدم ${formatNumber(order)}`,
  kinds: { practice: 'تمرین', video: 'فیلم', reading: 'خواندنی' },
  /** Why a locked activity cannot be opened yet (the same words as the server's 400/409). */
  lockedReason: 'اول فعالیت قبلی را تمام کن.',
  practice: {
    progress: (answered: number, count: number, correct: number) =>
      `${formatNumber(answered)} از ${formatNumber(count)} پرسش پاسخ داده‌ای، ${formatNumber(correct)} پاسخ درست`,
    progressLabel: (title: string) => `پیشرفت ${title}`,
    start: 'شروع تمرین',
    continue: 'ادامهٔ تمرین',
    /** The link's full name, so several practice links on one page stay apart. */
    linkLabel: (action: string, title: string) => `${action}: ${title}`,
    done: (correct: number, count: number) => `تمام شد: ${formatNumber(correct)} پاسخ درست از ${formatNumber(count)}`,
  },
  /** Beside the link to the skill's practice under an open video or reading. */
  practiseAfter: (skill: string) => `برای «${skill}»:`,
  reading: {
    open: 'خواندن',
    reopen: 'دوباره خواندن',
    minutes: (minutes: number) => `حدود ${formatNumber(minutes)} دقیقه خواندن`,
    complete: 'خواندم',
  },
  video: {
    open: 'دیدن فیلم',
    reopen: 'دوباره دیدن',
    duration: (seconds: number) =>
      seconds < 60
        ? `${formatNumber(seconds)} ثانیه`
        : `${formatNumber(Math.floor(seconds / 60))} دقیقه${seconds % 60 ? ` و ${formatNumber(seconds % 60)} ثانیه` : ''}`,
    label: (title: string) => `فیلم ${title}`,
    transcript: 'متن فیلم',
    complete: 'دیدم',
  },
  close: 'بستن',
  /** Names the open/close button by the activity it opens. */
  toggleLabel: (action: string, title: string) => `${action}: ${title}`,
  doneNote: 'این فعالیت را تمام کرده‌ای.',
  unlocked: (title: string) => `آفرین! «${title}» باز شد.`,
  finished: 'آفرین! همهٔ فعالیت‌های این بسته را تمام کردی.',
  empty: {
    title: 'هنوز فعالیتی در این بسته نیست',
    description: 'وقتی آموزگارت فعالیتی در این بسته بگذارد، همین‌جا می‌بینی‌اش.',
  },
  notFound: {
    title: 'این بسته پیدا نشد',
    description: 'شاید آموزگارت آن را بسته باشد. از فهرست بسته‌ها یکی دیگر را باز کن.',
  },
} as const;
