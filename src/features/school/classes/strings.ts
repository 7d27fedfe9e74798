/** Persian text of the school's classes and a class's course page (tests import it too). */
export const t = {
  list: {
    documentTitle: 'کلاس‌های مدرسه | دانش‌آموز یار',
    title: 'کلاس‌های مدرسه',
    subtitle: 'کلاس‌ها به ترتیب پایه؛ درس هر کلاس را باز کنید تا تکلیف‌ها، دانش‌آموزان و گزارش آن را ببینید.',
    /** «پایهٔ چهارم» */
    grade: (grade: string) => `پایهٔ ${grade}`,
    /** «۲ کلاس، ۵۲ دانش‌آموز» — numbers already in Persian digits. */
    gradeInfo: (classes: string, pupils: string) => `${classes} کلاس، ${pupils} دانش‌آموز`,
    teacher: (name: string) => `آموزگار: ${name}`,
    noTeacher: 'آموزگار هنوز تعیین نشده',
    pupils: 'دانش‌آموزان',
    score: 'میانگین امتیاز هوشمند',
    homework: 'تکلیف‌های امسال',
    noScore: 'هنوز تمرینی نیست',
    coursesLabel: (className: string) => `درس‌های کلاس ${className}`,
    noCourses: 'هنوز درسی برای این کلاس ثبت نشده است.',
    noClasses: 'این پایه هنوز کلاسی ندارد.',
    empty: {
      title: 'هنوز کلاسی در مدرسه ثبت نشده است',
      description: 'وقتی کلاس‌های مدرسه ثبت شوند، اینجا به ترتیب پایه می‌آیند.',
    },
  },
  course: {
    /** «ریاضی چهارم، چهارم الف | دانش‌آموز یار» */
    documentTitle: (course: string, className: string) => `${course}، ${className} | دانش‌آموز یار`,
    fallbackTitle: 'درس کلاس',
    /** «ریاضی چهارم — چهارم الف» */
    title: (course: string, className: string) => `${course} — ${className}`,
    backToClasses: 'همهٔ کلاس‌ها',
    coursesLabel: 'درس‌های این کلاس',
    teacher: 'آموزگار',
    noTeacher: 'تعیین نشده',
    pupils: 'دانش‌آموزان',
    /** «۱۴ دختر، ۱۲ پسر» */
    pupilsValue: (count: string, girls: string, boys: string) => `${count} (${girls} دختر، ${boys} پسر)`,
    homework: 'تکلیف‌های امسال',
    score: 'میانگین امتیاز هوشمند',
    noScore: 'هنوز تمرینی نیست',
    notFound: {
      title: 'این کلاس یا درس پیدا نشد',
      description: 'شاید نشانی درست نباشد یا کلاس از این مدرسه نباشد؛ از فهرست کلاس‌ها دوباره باز کنید.',
    },
  },
  homework: {
    heading: 'تکلیف‌های این درس',
    empty: {
      title: 'هنوز تکلیفی در این درس داده نشده است',
      description: 'وقتی آموزگار تکلیفی بدهد، اینجا با پیشرفت کلاس می‌آید.',
    },
  },
  pupils: {
    heading: 'دانش‌آموزان کلاس',
    note: 'میانگین امتیاز هوشمند در همهٔ درس‌ها؛ برای پیشرفت هر دانش‌آموز نام او را باز کنید.',
    empty: { title: 'هنوز دانش‌آموزی در این کلاس نیست' },
  },
  reports: {
    heading: 'گزارش این درس',
  },
} as const;
