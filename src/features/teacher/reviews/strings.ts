import { formatPercent } from '@/shared/charts/format';
import { toPersianDigits } from '@/shared/digits';

const n = (value: number) => toPersianDigits(value);

/** Persian text of the teacher's review screens (tests and stories import it too). */
export const t = {
  reviews: {
    documentTitle: 'مرورها | دانش‌آموز یار',
    title: 'مرورها',
    subtitle: 'مرورهای هر کلاس: نمرهٔ دانش‌آموزان، مقایسهٔ مرورها و مهلت هر مرور.',
    classesLabel: 'کلاس',
    groupsLabel: 'مرورهای کلاس',
    groupsHeading: 'مرورهای کلاس',
    noClass: {
      title: 'هنوز کلاسی به شما داده نشده است',
      description: 'وقتی مدرسه کلاسی به شما بدهد، مرورهای آن اینجا می‌آید.',
    },
    unknownClass: 'این کلاس در فهرست کلاس‌های شما نیست.',
    empty: {
      title: 'این کلاس هنوز مروری ندارد',
      description: 'مرورها پس از هر چند فصل برای کلاس ساخته می‌شوند و اینجا می‌آیند.',
    },
    unknownGroup: 'این مرور در فهرست مرورهای این کلاس نیست.',
    groupLine: (course: string, count: number) => `${course} · ${n(count)} پرسش`,
    deadlineLine: (date: string) => `مهلت: ${date}`,
  },
  sheet: {
    heading: 'نمرهٔ دانش‌آموزان',
    skills: 'مهارت‌های این مرور',
    questionsLink: 'دیدن پرسش‌ها و راه‌حل‌ها',
    student: 'دانش‌آموز',
    state: 'وضعیت',
    answered: 'پاسخ‌ها',
    score: 'نمره',
    noScore: '—',
    answeredOf: (answered: number, count: number) => `${n(answered)} از ${n(count)}`,
    states: {
      not_started: 'شروع نشده',
      in_progress: 'در حال انجام',
      done: 'انجام شد',
      expired: 'مهلت تمام شد',
    },
    percent: (value: number) => formatPercent(value),
    noStudents: 'این کلاس دانش‌آموزی ندارد.',
  },
  deadline: {
    heading: 'مهلت مرور',
    current: (date: string) => `مهلت کنونی: ${date}`,
    label: 'مهلت تازه',
    description: 'روز آخر مرور را به تاریخ شمسی بنویسید یا از تقویم بردارید؛ مهلت ساعت ۲۰ آن روز تمام می‌شود.',
    required: 'روز مهلت را بنویسید؛ امروز یا روزی پس از آن.',
    save: 'ثبت مهلت',
    saved: 'مهلت مرور تغییر کرد.',
  },
  report: {
    heading: 'مقایسهٔ مرورها',
    summary: 'میانگین نمره و سهم دانش‌آموزانی که مرور را تمام کرده‌اند، برای هر مرور (درصد).',
    empty: 'هنوز مروری برای مقایسه نیست.',
    tableCaption: 'جدول مقایسهٔ مرورها',
    review: 'مرور',
  },
  students: {
    heading: 'دانش‌آموزان و مرورهایشان',
    name: 'دانش‌آموز',
    done: 'انجام‌شده',
    expired: 'مهلت گذشته',
    average: 'میانگین نمره',
    doneOf: (done: number, total: number) => `${n(done)} از ${n(total)}`,
    expiredCount: (count: number) => n(count),
    empty: 'این کلاس دانش‌آموزی ندارد.',
  },
  question: {
    documentTitle: 'پرسش‌های مرور | دانش‌آموز یار',
    title: 'پرسش‌های مرور',
    back: 'بازگشت به مرورها',
    skillsLabel: 'مهارت‌های مرور',
    note: 'این مرور از پرسش‌های این مهارت‌ها ساخته می‌شود؛ هر دانش‌آموز آن‌ها را به ترتیب خودش می‌بیند. پاسخ درست و راه‌حل هر پرسش این‌جاست.',
    pager: 'پرسش‌های مهارت',
    noSkills: 'این مرور مهارتی ندارد.',
    unknownSkill: 'این مهارت در این مرور نیست.',
    notFound: 'این مرور پیدا نشد.',
  },
} as const;
