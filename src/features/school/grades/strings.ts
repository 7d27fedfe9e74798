/**
 * Persian text of the grade pages: the manager's own school (/school/grades/:grade) and, for the
 * education office, any of the schools it oversees (/organization/school/:schoolId/grades/:grade);
 * texts keyed by role speak to each.
 */
export const t = {
  /** The grade's classes side by side (issue 28). */
  comparison: {
    title: 'کلاس‌ها کنار هم',
    label: (grade: string) => `مقایسهٔ کلاس‌های پایهٔ ${grade}`,
    first: 'کلاس',
  },
  /** «پایهٔ چهارم» */
  title: (grade: string) => `پایهٔ ${grade}`,
  /** «پایهٔ چهارم | دانش‌آموز یار» */
  documentTitle: (title: string) => `${title} | دانش‌آموز یار`,
  /** «۲ کلاس، ۵۲ دانش‌آموز» */
  subtitle: (classes: string, pupils: string) => `${classes} کلاس، ${pupils} دانش‌آموز`,
  loadingTitle: 'پایه',
  notFound: {
    title: { school: 'این پایه در مدرسهٔ شما نیست', organization: 'این پایه در این مدرسه نیست' },
    description: {
      school: 'پایه‌ای را که مدرسه دارد انتخاب کنید.',
      organization: 'یکی از پایه‌های چهارم تا ششمِ این مدرسه را انتخاب کنید.',
    },
    linksLabel: 'پایه‌های مدرسه',
    noGrades: {
      school: 'هنوز کلاسی برای مدرسه ثبت نشده است.',
      organization: 'هنوز کلاسی در پایه‌های چهارم تا ششمِ این مدرسه ثبت نشده است.',
    },
    /** The office's address names no school. */
    noSchool: {
      title: 'این مدرسه پیدا نشد',
      description: 'نشانی را بررسی کنید یا مدرسه را از فهرست مدرسه‌های استان باز کنید.',
    },
  },
  /** The grade's mastery grid (issue 28). */
  mastery: { course: 'درس' },
  classes: {
    heading: 'کلاس‌ها',
    empty: 'این پایه هنوز کلاسی ندارد',
    emptyHint: 'وقتی کلاسی در این پایه ساخته شود، اینجا دیده می‌شود.',
    teacher: 'آموزگار',
    noTeacher: 'تعیین نشده',
    pupils: 'دانش‌آموزان',
    average: 'میانگین امتیاز هوشمند',
    noAverage: '—',
    homework: 'تکلیف‌های امسال',
    /** Accessible name of a class's course links: «درس‌های چهارم الف». */
    coursesLabel: (name: string) => `درس‌های ${name}`,
    noCourses: 'درسی برای این کلاس ثبت نشده است.',
  },
  report: {
    heading: 'گزارش پایه',
    figures: 'شاخص‌های پایه',
    questionsPie: {
      title: 'درستی پاسخ‌ها',
      unit: 'پاسخ',
      /** «۱۷٬۳۸۶ پاسخ: ۱۳٬۲۳۴ درست، ۴٬۱۵۲ نادرست» */
      summary: (total: string, parts: string) => `${total}: ${parts}`,
    },
    seasons: {
      title: 'میانگین امتیاز در فصل‌های سال تحصیلی',
      note: 'این نمودار سال تحصیلی جاری را نشان می‌دهد و به بازهٔ زمانی بستگی ندارد.',
      /** «پاییز — چهارم الف: ۷۹، چهارم ب: ۸۲» */
      summary: (season: string, parts: string) => `${season} — ${parts}`,
      part: (name: string, value: string) => `${name}: ${value}`,
      season: 'فصل',
    },
  },
} as const;
