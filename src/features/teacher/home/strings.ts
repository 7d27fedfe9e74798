import { formatNumber, toPersianDigits } from '@/shared/digits';

const percent = (value: number) => `${toPersianDigits(value)}٪`;

/** Persian text of the teacher's home (tests and stories import it too). */
export const t = {
  documentTitle: 'خانه | آموزگار',
  greeting: (firstName: string) => (firstName ? `سلام ${firstName}!` : 'سلام!'),
  intro: 'کلاس‌ها، تکلیف‌های باز، آزمون‌ها و دانش‌آموزانی که امروز به شما نیاز دارند.',
  /** «ریاضی چهارم، ۳ مهارت» — a card's facts on one line. */
  joined: (...parts: string[]) => parts.join('، '),
  classes: {
    title: 'کلاس‌های من',
    loading: 'در حال بارگذاری کلاس‌ها…',
    empty: 'هنوز کلاسی به شما داده نشده است.',
    emptyHint: 'وقتی مدرسه کلاسی به نام شما ثبت کند، اینجا می‌بینید.',
    all: 'همهٔ کلاس‌ها',
    students: (count: number) => `${toPersianDigits(count)} دانش‌آموز`,
    activeWeek: (active: number, total: number) =>
      `${toPersianDigits(active)} از ${toPersianDigits(total)} نفر این هفته تمرین کرده‌اند`,
    average: (score: number | null) =>
      score === null ? 'هنوز تمرینی نشده' : `میانگین امتیاز ${formatNumber(Math.round(score))}`,
    openHomework: (count: number) => `${toPersianDigits(count)} تکلیف باز`,
    courses: 'درس‌ها',
    /** A course button's name: the course (its visible text) and the class, as several classes share courses. */
    courseLink: (course: string, className: string) => `${course}، ${className}`,
  },
  homework: {
    title: 'تکلیف‌های باز',
    loading: (className: string) => `در حال بارگذاری تکلیف‌های ${className}…`,
    empty: 'تکلیف بازی ندارید.',
    classEmpty: (className: string) => `${className}: تکلیف بازی ندارد.`,
    all: 'همهٔ تکلیف‌ها',
    due: (date: string) => `مهلت: ${date}`,
    skills: (count: number) => `${toPersianDigits(count)} مهارت`,
    progress: (value: number) => `پیشرفت کلاس ${percent(value)}`,
  },
  quizzes: {
    title: 'آزمون‌ها',
    loading: 'در حال بارگذاری آزمون‌ها…',
    empty: 'هنوز آزمونی نساخته‌اید.',
    all: 'همهٔ گزارش‌های آزمون',
    openTitle: 'در حال برگزاری',
    openEmpty: 'الان آزمونی باز نیست.',
    resultsTitle: 'نتیجهٔ آزمون‌های اخیر',
    resultsEmpty: 'هنوز آزمونی تمام نشده است.',
    until: (dateTime: string) => `تا ${dateTime}`,
    endedAt: (date: string) => `پایان: ${date}`,
  },
  attention: {
    title: 'دانش‌آموزانی که توجه می‌خواهند',
    loading: 'در حال بارگذاری دانش‌آموزان…',
    empty: 'همهٔ دانش‌آموزان امتیاز خوبی دارند.',
    hint: (threshold: number) => `میانگین امتیاز زیر ${toPersianDigits(threshold)}؛ کمترین امتیاز اول.`,
    score: (score: number) => `میانگین امتیاز ${formatNumber(Math.round(score))}`,
    all: 'همهٔ دانش‌آموزان',
    /** The name of a pupil's list of course links. */
    coursesOf: (name: string) => `درس‌های ${name}`,
    /** A course link's name: «پیشرفت آیدا جلالی در ریاضی چهارم» (its visible text is the course). */
    courseLink: (name: string, course: string) => `پیشرفت ${name} در ${course}`,
    /** The one link of a pupil whose courses are not known (no class, or none of the teacher's). */
    open: 'دیدن دانش‌آموز',
    pupilLink: (name: string) => `دیدن ${name} در فهرست دانش‌آموزان`,
  },
  more: {
    title: 'همهٔ صفحه‌ها',
    classes: 'کلاس‌ها',
    students: 'دانش‌آموزان',
    homeworks: 'تکلیف‌ها',
    skills: 'مهارت‌ها',
    question: 'بانک پرسش',
    packages: 'بسته‌ها',
    reviews: 'مرورها',
    quizzes: 'آزمون‌ها',
    quizReports: 'گزارش آزمون‌ها',
    guide: 'راهنما',
    profile: 'حساب کاربری',
    lab: 'آزمایشگاه',
  },
} as const;
