/** Persian text of the teacher's classes and a class's course pages (tests import it too). */
export const t = {
  list: {
    documentTitle: 'کلاس‌های من | دانش‌آموز یار',
    title: 'کلاس‌های من',
    subtitle: 'هر درس را باز کنید تا دانش‌آموزان، تکلیف‌ها، گزارش و پیام‌های کلاس را ببینید.',
    /** «پایهٔ چهارم» */
    grade: (grade: string) => `پایهٔ ${grade}`,
    /** «۲۶ دانش‌آموز» — the number is already in Persian digits. */
    pupils: (count: string) => `${count} دانش‌آموز`,
    coursesLabel: (className: string) => `درس‌های کلاس ${className}`,
    noCourses: 'هنوز درسی برای این کلاس ثبت نشده است.',
    empty: {
      title: 'هنوز کلاسی به شما داده نشده است',
      description: 'وقتی مدرسه کلاسی به نام شما ثبت کند، اینجا می‌بینید.',
    },
  },
  course: {
    /** «ریاضی چهارم، چهارم الف | دانش‌آموز یار» */
    documentTitle: (course: string, className: string) => `${course}، ${className} | دانش‌آموز یار`,
    fallbackTitle: 'درس کلاس',
    /** «ریاضی چهارم — چهارم الف» */
    title: (course: string, className: string) => `${course} — ${className}`,
    /** «پایهٔ چهارم، ۲۶ دانش‌آموز» */
    info: (grade: string, count: string) => `پایهٔ ${grade}، ${count} دانش‌آموز`,
    backToClasses: 'همهٔ کلاس‌ها',
    tabsLabel: 'بخش‌های درس',
    tabs: {
      students: 'دانش‌آموزان',
      homework: 'تکلیف‌ها',
      mastery: 'جدول تسلط',
      reports: 'گزارش',
      messages: 'پیام‌ها',
    },
    notFound: {
      title: 'این کلاس یا درس پیدا نشد',
      description: 'شاید نشانی درست نباشد؛ از فهرست کلاس‌ها دوباره باز کنید.',
    },
    unknownTab: {
      title: 'این بخش وجود ندارد',
      description: 'یکی از بخش‌های درس را باز کنید:',
    },
  },
  students: {
    heading: 'دانش‌آموزان کلاس',
    note: 'میانگین امتیاز هوشمند در همهٔ درس‌ها؛ برای پیشرفت در این درس نام دانش‌آموز را باز کنید.',
    empty: { title: 'هنوز دانش‌آموزی در این کلاس نیست' },
    exportTitle: (className: string) => `دانش‌آموزان ${className}`,
  },
  homework: {
    heading: 'تکلیف‌های این درس',
    empty: {
      title: 'هنوز تکلیفی برای این درس نداده‌اید',
      description: 'با «تکلیف جدید» برای این درس تکلیف بدهید؛ کلاس و درس از پیش انتخاب شده‌اند.',
    },
    allHomework: 'همهٔ تکلیف‌ها',
    newHomework: 'تکلیف جدید',
  },
  channel: {
    heading: 'پیام‌های کلاس',
    composerLabel: 'متن پیام',
    composerPlaceholder: 'پیامی برای دانش‌آموزان این درس بنویسید…',
    editLabel: 'ویرایش پیام',
    send: 'فرستادن',
    save: 'ذخیرهٔ ویرایش',
    cancel: 'انصراف',
    tooLong: 'پیام حداکثر ۲۰۰۰ نویسه است.',
    editMissing: 'این پیام پیدا نشد یا دیگر قابل ویرایش نیست.',
    edit: 'ویرایش',
    delete: 'حذف',
    editOf: (time: string) => `ویرایش پیام ساعت ${time}`,
    deleteOf: (time: string) => `حذف پیام ساعت ${time}`,
    confirm: {
      title: 'حذف پیام',
      body: 'این پیام برای همهٔ دانش‌آموزان کلاس پاک می‌شود. مطمئن هستید؟',
      yes: 'بله، حذف شود',
      no: 'انصراف',
      close: 'بستن',
    },
    empty: { title: 'هنوز پیامی در این درس نفرستاده‌اید', description: 'اولین پیام را بالا بنویسید.' },
    older: 'پیام‌های قدیمی‌تر',
    noOlder: 'پیام قدیمی‌تری نیست.',
    edited: '· ویرایش‌شده',
    at: (time: string) => `ساعت ${time}`,
    sender: (name: string, role: string) => `${name}، ${role}`,
    avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  },
} as const;
