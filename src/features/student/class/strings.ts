/** Persian text of the pupil's class page and a classmate's profile (tests import it too). */
export const t = {
  documentTitle: 'کلاس من | دانش‌آموز یار',
  title: 'کلاس من',
  /** «کلاس چهارم الف» */
  className: (name: string) => `کلاس ${name}`,
  grade: (grade: string) => `پایهٔ ${grade}`,
  school: 'مدرسه',
  teacher: 'آموزگار',
  noTeacher: 'هنوز آموزگاری برای کلاس ثبت نشده است',
  messagesLink: 'پیام‌های کلاس',
  messagesHint: 'پیام‌های آموزگار به کلاس را اینجا بخوان.',
  classmates: 'همکلاسی‌ها',
  /** «۲۶ نفر» — the number is already in Persian digits. */
  headcount: (count: string) => `${count} نفر`,
  classmatesHint: 'به ترتیب نام خانوادگی. برای دیدن نشان‌های هر همکلاسی، روی نامش بزن.',
  own: {
    title: 'پیشرفت من',
    /** Only against oneself: the class page does not rank children. */
    hint: 'اینجا فقط پیشرفت خودت را می‌بینی؛ هر کس با سرعت خودش یاد می‌گیرد.',
    report: 'گزارش پیشرفت من',
    badges: 'جام‌ها و نشان‌های من',
  },
  classmatesHintPlain: 'برای دیدن پروفایل هر همکلاسی، روی نامش بزن.',
  /** The pupil's own entry in the list: «سارا احمدی (خودت)». */
  self: (name: string) => `${name} (خودت)`,
  /** «۲۱ جام، ۵ نشان» — the numbers are already in Persian digits. */
  rewards: (cups: string, badges: string) => `${cups} جام، ${badges} نشان`,
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  empty: {
    title: 'هنوز همکلاسی‌ای در این کلاس نیست',
    description: 'وقتی مدرسه دانش‌آموزان کلاس را ثبت کند، نامشان اینجا می‌آید.',
  },
  noClass: {
    title: 'تو هنوز در کلاسی نیستی',
    description: 'وقتی مدرسه‌ات تو را در کلاسی ثبت کند، همکلاسی‌ها و آموزگارت اینجا دیده می‌شوند.',
    action: 'رفتن به صفحهٔ اصلی',
  },
  classmate: {
    close: 'بستن',
    loading: 'در حال آوردن پروفایل…',
    /** «بردیا عباسی، چهارم الف، دبستان شهید باهنر» */
    where: (className: string, school: string) => [className, school].filter(Boolean).join('، '),
    cups: 'جام‌ها',
    skillsMastered: 'مهارت‌های کامل‌شده',
    badges: 'نشان‌ها',
    noBadges: 'هنوز نشانی نگرفته است.',
    /** Accessible title of the dialog while the name is not known yet. */
    fallbackTitle: 'پروفایل همکلاسی',
  },
} as const;
