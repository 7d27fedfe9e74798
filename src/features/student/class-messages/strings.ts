/** Persian text of the class channel's page (tests import it too). */
export const t = {
  documentTitle: 'پیام‌های کلاس | دانش‌آموز یار',
  title: 'پیام‌های کلاس',
  /** «کلاس چهارم الف؛ تازه‌ترین پیام بالاست.» */
  subtitle: (className: string) => `کلاس ${className}؛ تازه‌ترین پیام بالاست.`,
  backToClass: 'کلاس من',
  coursesLabel: 'درس',
  empty: {
    title: 'هنوز پیامی در کلاس نیست',
    description: 'وقتی آموزگار برای این درس پیامی بفرستد، اینجا می‌بینی.',
  },
  noClass: {
    title: 'تو هنوز در کلاسی نیستی',
    description: 'وقتی مدرسه‌ات تو را در کلاسی ثبت کند، پیام‌های آموزگار اینجا می‌آید.',
  },
  noCourses: 'هنوز درسی برای کلاست ثبت نشده است.',
  older: 'پیام‌های قدیمی‌تر',
  noOlder: 'پیام قدیمی‌تری نیست.',
  /** After the time of an edited message. */
  edited: '· ویرایش‌شده',
  /** «ساعت ۲۰:۵۰» — the time is already in Persian digits. */
  at: (time: string) => `ساعت ${time}`,
  /** «مریم رضایی، آموزگار» */
  sender: (name: string, role: string) => `${name}، ${role}`,
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
} as const;
