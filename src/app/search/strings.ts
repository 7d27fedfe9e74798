/** Persian text of the search dialog (spec §2 "Other screens"); tests and stories import it too. */
export const t = {
  open: 'جستجو',
  dialogTitle: 'جستجو در صفحه‌ها',
  placeholder: 'جستجو…',
  inputLabel: 'عبارت جستجو',
  results: 'نتیجه‌های جستجو',
  emptyQuery: 'لطفاً کلمه‌ای برای جستجو بنویسید',
  notFound: 'پیدا نشد',
  noResults: (query: string) => `نتیجه‌ای برای «${query}» پیدا نشد. املای کلمه را بررسی کنید یا کلمه‌های کامل بنویسید.`,
} as const;

/** A page as the search dialog lists it. */
export interface PageText {
  title: string;
  description: string;
}

/** The titles and descriptions of the pages the search can offer, by who finds them (pages.ts). */
export const pageText = {
  visitor: {
    home: { title: 'صفحه اصلی', description: 'معرفی دانش‌آموز یار' },
    login: { title: 'ورود', description: 'ورود با نام کاربری یا شماره همراه' },
    register: { title: 'ثبت‌نام', description: 'ساختن حساب کاربری تازه' },
    introduction: { title: 'معرفی دانش‌آموز یار', description: 'دانش‌آموز یار چیست و چطور کار می‌کند' },
    forStudents: { title: 'برای دانش‌آموزان', description: 'تمرین، جام و نشان' },
    forParents: { title: 'برای والدین', description: 'گزارش پیشرفت فرزند و اشتراک' },
    forTeachers: { title: 'برای معلمان و مشاوران', description: 'تکلیف، آزمون و گزارش کلاس' },
    forSchools: { title: 'برای مدرسه‌ها و ادارات', description: 'داشبورد پایه‌ها و کلاس‌ها' },
    agents: { title: 'نمایندگان', description: 'نمایندگان استان‌ها و شهرها' },
    ai: { title: 'وبینار هوش مصنوعی', description: 'هوش مصنوعی در کلاس دبستان، ثبت‌نام رایگان' },
    nowruz: { title: 'جشنوارهٔ نوروزی', description: 'بسته‌های اشتراک با تخفیف نوروزی' },
    faq: { title: 'سؤالات متداول', description: 'پاسخ پرسش‌های پرتکرار' },
    aboutUs: { title: 'درباره ما', description: 'داستان و ارزش‌های دانش‌آموز یار' },
    hire: { title: 'همکاری با ما', description: 'موقعیت‌های شغلی' },
    contactUs: { title: 'تماس با ما', description: 'فرم تماس، تلفن و نشانی' },
  },
  student: {
    home: { title: 'خانه', description: 'داشبورد دانش‌آموز' },
    courses: { title: 'درس‌ها', description: 'ریاضی، فارسی و علوم' },
    homeworks: { title: 'تکلیف‌ها', description: 'تکلیف‌هایی که معلم فرستاده است' },
    exercise: { title: 'تمرین', description: 'تمرین مهارت‌ها' },
    class: { title: 'کلاس من', description: 'هم‌کلاسی‌ها و معلم' },
    classMessage: { title: 'پیام‌های کلاس', description: 'پیام‌های معلم به کلاس' },
    report: { title: 'گزارش', description: 'گزارش پیشرفت درس‌ها' },
    performance: { title: 'عملکرد', description: 'نمودار عملکرد من' },
    quiz: { title: 'آزمون', description: 'آزمون‌های پیش رو' },
    courseReview: { title: 'مرور درس', description: 'مرور درس‌های گذشته' },
    profile: { title: 'حساب کاربری', description: 'اطلاعات من و تنظیمات حساب' },
    messages: { title: 'پیام‌ها', description: 'گفت‌وگو با پشتیبانی و کلاس' },
    badges: { title: 'نشان‌ها', description: 'نشان‌ها و جام‌های من' },
    subscription: { title: 'اشتراک من', description: 'وضعیت اشتراک' },
    password: { title: 'تغییر رمز عبور', description: 'گذاشتن رمز عبور تازه' },
    plans: { title: 'طرح‌های اشتراک', description: 'خرید یا تمدید اشتراک' },
    preOrder: { title: 'پیش‌خرید', description: 'پیش‌خرید طرح‌ها' },
    guide: { title: 'راهنما', description: 'راهنمای استفاده' },
  },
  teacher: {
    home: { title: 'خانه', description: 'داشبورد معلم' },
    classes: { title: 'کلاس‌ها', description: 'کلاس‌های من' },
    students: { title: 'دانش‌آموزان', description: 'دانش‌آموزان کلاس‌ها' },
    homeworks: { title: 'تکلیف‌ها', description: 'ساختن و دیدن تکلیف‌ها' },
    quizReports: { title: 'گزارش آزمون‌ها', description: 'نتیجه آزمون‌های کلاس' },
    reviews: { title: 'مرورها', description: 'مرورهای ساخته‌شده' },
    skills: { title: 'مهارت‌ها', description: 'فهرست مهارت‌ها' },
    profile: { title: 'حساب کاربری', description: 'اطلاعات من و تنظیمات حساب' },
    messages: { title: 'پیام‌ها', description: 'گفت‌وگو با پشتیبانی و کلاس' },
    guide: { title: 'راهنما', description: 'راهنمای معلم' },
    lab: { title: 'آزمایشگاه', description: 'ابزارهای توسعه' },
  },
  school: {
    home: { title: 'خانه', description: 'داشبورد مدرسه' },
    classes: { title: 'کلاس‌ها', description: 'کلاس‌های مدرسه' },
    students: { title: 'دانش‌آموزان', description: 'دانش‌آموزان مدرسه' },
    third: { title: 'پایه سوم', description: 'گزارش پایه سوم' },
    fourth: { title: 'پایه چهارم', description: 'گزارش پایه چهارم' },
    fifth: { title: 'پایه پنجم', description: 'گزارش پایه پنجم' },
    sixth: { title: 'پایه ششم', description: 'گزارش پایه ششم' },
    quizReports: { title: 'گزارش آزمون‌ها', description: 'نتیجه آزمون‌های مدرسه' },
    profile: { title: 'حساب کاربری', description: 'اطلاعات من و تنظیمات حساب' },
    messages: { title: 'پیام‌ها', description: 'گفت‌وگو با پشتیبانی و کلاس' },
  },
  organization: {
    home: { title: 'خانه', description: 'استان‌ها و مدرسه‌ها' },
  },
  admin: {
    chatList: { title: 'گفت‌وگوها', description: 'فهرست گفت‌وگو با کاربران' },
  },
} as const satisfies Record<string, Record<string, PageText>>;
