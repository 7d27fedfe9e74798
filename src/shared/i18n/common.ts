/** Persian text used by shared UI across every screen. */
export const common = {
  appName: 'دانش‌آموز یار',
  loading: 'در حال بارگذاری…',
  retry: 'تلاش دوباره',
  backHome: 'بازگشت به صفحه اصلی',
  login: 'ورود',
  register: 'ثبت‌نام',
  logout: 'خروج',
  tokenExpiredTitle: 'پایان زمان ورود',
  errorTitle: 'خطا',
  /** Above every signed-in page while the device has no connection (issue 30). */
  offline: {
    title: 'اینترنت وصل نیست',
    body: 'آنچه می‌بینی همان است که این دستگاه آخرین بار گرفته؛ با وصل شدن اینترنت تازه می‌شود.',
  },
  /** Accessible name of every toast's close button. */
  closeToast: 'بستن پیام',
  roles: {
    student: 'دانش‌آموز',
    teacher: 'معلم',
    school: 'مدیر مدرسه',
    organization: 'کارشناس آموزش و پرورش',
    admin: 'پشتیبان سامانه',
  },
  genders: { FEMALE: 'دختر', MALE: 'پسر' },
  grades: { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' },
  /** A subject's name, as pupils and parents say it. */
  subjects: { math: 'ریاضی', literature: 'فارسی', science: 'علوم' },
} as const;
