/** The «نسخهٔ تازه» prompt's words (issue 30); loaded with the prompt. */
export const newVersionText = {
  title: 'نسخهٔ تازه‌ای آماده است',
  body: 'برنامه به‌روز شده است. با «به‌روزرسانی» صفحه دوباره باز می‌شود و پاسخ‌هایی که فرستاده نشده‌اند روی همین دستگاه می‌مانند.',
  update: 'به‌روزرسانی',
  later: 'بعداً',
} as const;
