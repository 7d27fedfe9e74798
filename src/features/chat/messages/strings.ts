/** Persian text of the support chat's list of people (tests import it too). */
export const t = {
  documentTitle: 'پیام‌ها | دانش‌آموز یار',
  title: 'پیام‌ها',
  subtitle: 'با پشتیبانی و کسانی که در کلاس و مدرسه با شما هستند گفت‌وگو کنید.',
  listLabel: 'گفت‌وگوها',
  /** The support admin's item: named by what it is, not by who answers today. */
  support: 'پشتیبانی',
  /** «نرگس صادقی، پشتیبانی دانش» under «پشتیبانی». */
  supportSubtitle: (name: string, subtitle: string) => (subtitle ? `${name}، ${subtitle}` : name),
  noMessage: 'هنوز پیامی نفرستاده‌اید.',
  empty: {
    title: 'هنوز کسی برای گفت‌وگو نیست',
    description: 'وقتی در کلاس یا مدرسه‌ای ثبت شوید، آموزگاران و همکارانتان اینجا می‌آیند.',
  },
} as const;
