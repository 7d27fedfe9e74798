import { formatNumber } from '@/shared/digits';

/** Persian text of /course-review: the pupil's reviews and packages (tests and stories import it too). */
export const t = {
  documentTitle: 'مرور درس‌ها | دانش‌آموز یار',
  title: 'مرور درس‌ها',
  subtitle: 'مرورهایی که آموزگارت گذاشته و بسته‌های آموزشی کلاست.',
  reviews: {
    title: 'مرورهای من',
    counts: (pending: number, done: number) =>
      `${formatNumber(pending)} مرور مانده، ${formatNumber(done)} مرور انجام شده`,
    states: {
      not_started: 'شروع نشده',
      in_progress: 'در حال انجام',
      done: 'انجام شد',
      expired: 'مهلت تمام شد',
    },
    deadline: (date: string, time: string) => `مهلت: ${date}، ساعت ${time}`,
    progress: (answered: number, count: number) => `${formatNumber(answered)} از ${formatNumber(count)} پرسش`,
    progressLabel: (title: string) => `پیشرفت ${title}`,
    correct: (correct: number) => `${formatNumber(correct)} پاسخ درست`,
    score: (percent: number) => `نمره: ${formatNumber(percent)}٪`,
    start: 'شروع مرور',
    continue: 'ادامهٔ مرور',
    /** The link's full name, so several reviews' links stay apart. */
    linkLabel: (action: string, title: string) => `${action}: ${title}`,
    expiredNote: 'مهلت این مرور گذشته و دیگر پاسخی پذیرفته نمی‌شود.',
    empty: { title: 'هنوز مروری نداری', description: 'وقتی آموزگارت مروری بگذارد، این‌جا می‌بینی‌اش.' },
  },
  timeLeft: {
    days: (days: number, hours: number) =>
      hours > 0 ? `${formatNumber(days)} روز و ${formatNumber(hours)} ساعت مانده` : `${formatNumber(days)} روز مانده`,
    hours: (hours: number) => `${formatNumber(hours)} ساعت مانده`,
    underAnHour: 'کمتر از یک ساعت مانده',
  },
  packages: {
    title: 'بسته‌های آموزشی',
    activities: (done: number, count: number) => `${formatNumber(done)} از ${formatNumber(count)} فعالیت`,
    percent: (percent: number) => `${formatNumber(percent)}٪`,
    progressLabel: (title: string) => `پیشرفت ${title}`,
    open: 'دیدن بسته',
    linkLabel: (title: string) => `دیدن بسته: ${title}`,
    empty: { title: 'هنوز بسته‌ای نداری', description: 'بسته‌هایی که آموزگارت باز کند این‌جا می‌آیند.' },
  },
} as const;
