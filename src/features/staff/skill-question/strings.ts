/** Persian text of the staff's skill-question screen (tests import it too). */
export const t = {
  documentTitle: (skill?: string) => (skill ? `پرسش ${skill} | دانش‌آموز یار` : 'پرسش | دانش‌آموز یار'),
  title: 'پرسش با راه‌حل',
  notFound: 'پرسشی با این نشانی پیدا نشد.',
} as const;
