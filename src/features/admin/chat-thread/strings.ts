/** Persian text of the admin's conversation screen (tests import it too). */
export const t = {
  documentTitle: (name: string) => `گفت‌وگو با ${name} | دانش‌آموز یار`,
  fallbackTitle: 'گفت‌وگو',
  backToList: 'بازگشت به گفت‌وگوها',
  notFound: {
    title: 'گفت‌وگو پیدا نشد',
    description: 'این گفت‌وگو وجود ندارد یا نشانی آن اشتباه است.',
  },
} as const;
