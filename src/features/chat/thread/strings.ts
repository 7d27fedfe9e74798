/** Persian text of one support-chat conversation's page (tests import it too). */
export const t = {
  documentTitle: (name: string) => `گفت‌وگو با ${name} | دانش‌آموز یار`,
  /** The heading until the other party's name has come. */
  title: 'گفت‌وگو',
  back: 'بازگشت به پیام‌ها',
  forbidden: {
    title: 'گفت‌وگو با این کاربر ممکن نیست',
    description: 'فقط با پشتیبانی و کسانی که در فهرست پیام‌ها هستند می‌توانید گفت‌وگو کنید.',
  },
} as const;
