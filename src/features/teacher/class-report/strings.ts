/** Persian text of the printable class report (tests import it too). */
export const t = {
  /** «گزارش کلاس چهارم الف، ریاضی چهارم» */
  title: (className: string, course: string) => `گزارش کلاس ${className}، ${course}`,
  fallbackTitle: 'گزارش کلاس',
  documentTitle: (className: string, course: string) => `گزارش ${course}، ${className} | دانش‌آموز یار`,
  /** «۳۰ روز گذشته: از ۲ آبان ۱۴۰۵ تا ۱ آذر ۱۴۰۵» */
  period: (name: string, range: string) => `${name}: ${range}`,
  print: 'چاپ',
  back: 'بازگشت به گزارش‌های کلاس',
  backToClasses: 'همهٔ کلاس‌ها',
  notFound: {
    title: 'این کلاس یا درس پیدا نشد',
    description: 'شاید نشانی درست نباشد؛ از فهرست کلاس‌ها دوباره باز کنید.',
  },
} as const;
