import type { ReportPeriod } from '@/api/generated/model';

/** Persian text of a class's report panels (the teacher's class page, its print view, the school's grade pages). */
export const reportText = {
  heading: 'گزارش کلاس',
  period: {
    label: 'بازهٔ زمانی',
    /**
     * The picker's choices, short so the four fit in one row on a 360 px phone (the row is named
     * «بازهٔ زمانی»; «گذشته» in every choice pushed the row off the screen).
     */
    options: {
      last_7: '۷ روز',
      last_30: '۳۰ روز',
      last_90: '۹۰ روز',
      last_365: 'یک سال',
    } satisfies Record<ReportPeriod, string>,
    /** The period in a sentence, as the print view's subtitle names it. */
    names: {
      last_7: '۷ روز گذشته',
      last_30: '۳۰ روز گذشته',
      last_90: '۹۰ روز گذشته',
      last_365: 'یک سال گذشته',
    } satisfies Record<ReportPeriod, string>,
    /** «از ۲ آبان ۱۴۰۵ تا ۱ آذر ۱۴۰۵» */
    range: (from: string, to: string) => `از ${from} تا ${to}`,
  },
  printLink: 'نسخهٔ چاپی',
  empty: 'در این بازه چیزی برای نشان دادن نیست',
  emptyHint: 'بازهٔ بلندتری را انتخاب کنید.',
  /** A list of parts: «۲ با تأخیر، ۱ در حال انجام». */
  list: (parts: string[]) => parts.join('، '),
  countOf: (count: string, label: string) => `${count} ${label}`,
  figures: {
    label: 'شاخص‌های کلاس',
    average: 'میانگین امتیاز هوشمند',
    /**
     * For a class (or a grade) the server counts (pupil, skill) pairs, not skills: 20 pupils who
     * practised one skill are 20, so the figure is named as pairs.
     */
    mastered: 'تسلط بر مهارت (هر دانش‌آموز در هر مهارت)',
    /** «۷۴ از ۱۲۵» */
    ofPracticed: (mastered: string, practiced: string) => `${mastered} از ${practiced}`,
    answered: 'پرسش‌های پاسخ‌داده',
    time: 'زمان تمرین',
    /** «۲۹ ساعت و ۲۸ دقیقه» */
    hours: (hours: string, minutes: string) => `${hours} ساعت و ${minutes} دقیقه`,
    noScore: '—',
    empty: 'در این بازه تمرینی در این درس نبوده است',
  },
  time: {
    title: 'زمان تمرین',
    /** «۱٬۷۶۸ دقیقه تمرین، به‌طور میانگین ۶۸ دقیقه برای هر یک از ۲۶ دانش‌آموز فعال» */
    summary: (total: string, average: string, students: string) =>
      `${total} تمرین، به‌طور میانگین ${average} برای هر یک از ${students} دانش‌آموز فعال`,
    /** «؛ بیشترین: هفتهٔ ۱۶ آبان با ۵۳۳ دقیقه» */
    peak: (label: string, amount: string) => `؛ بیشترین: ${label} با ${amount}`,
  },
  questions: {
    title: 'پاسخ به پرسش‌ها',
    /** «۲٬۲۰۶ پاسخ: ۱٬۶۷۵ درست و ۵۳۱ نادرست (۷۶٪ درست)» */
    summary: (total: string, correct: string, wrong: string, percent: string) =>
      `${total} پاسخ: ${correct} درست و ${wrong} نادرست (${percent} درست)`,
  },
  homework: {
    title: 'وضعیت تکلیف‌ها',
    /** A slice counts (pupil, homework) pairs: one homework for 26 pupils is 26, so not «تکلیف». */
    unit: 'مورد',
    /** «۷۸ مورد (هر دانش‌آموز در هر تکلیف یک مورد): ۸ انجام شده، …» */
    summary: (total: string, parts: string) => `${total} (هر دانش‌آموز در هر تکلیف یک مورد): ${parts}`,
  },
  skills: {
    title: 'مهارت‌هایی که تمرین بیشتری می‌خواهند',
    /** The chooser is an upper bound: only the skills practised in the period come back. */
    count: 'بیشترین تعداد مهارت‌ها',
    countOption: (n: string) => `تا ${n} مهارت`,
    series: 'میانگین امتیاز هوشمند',
    /** «۴ مهارت تمرین‌شده؛ ضعیف‌ترین: ارزش مکانی عددهای بزرگ با میانگین ۷۲» — the count is of the bars drawn. */
    summary: (count: string, title: string, score: string) =>
      `${count} مهارت تمرین‌شده؛ ضعیف‌ترین: ${title} با میانگین ${score}`,
    /** «۶ از ۱۴ دانش‌آموز ماهر» */
    mastered: (mastered: string, practised: string) => `${mastered} از ${practised} دانش‌آموز ماهر`,
  },
  table: {
    /** Caption of a chart's table for screen readers: «جدول زمان تمرین». */
    caption: (title: string) => `جدول ${title}`,
    bar: 'بازه',
    skill: 'مهارت',
    score: 'میانگین امتیاز',
    mastered: 'دانش‌آموزان ماهر',
  },
} as const;
