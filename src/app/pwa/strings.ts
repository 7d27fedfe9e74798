/** The installable app's words (issue 30). */
export const pwaText = {
  title: 'نسخهٔ تازه‌ای آماده است',
  body: 'برنامه به‌روز شده است. با «به‌روزرسانی» صفحه دوباره باز می‌شود و پاسخ‌هایی که فرستاده نشده‌اند روی همین دستگاه می‌مانند.',
  update: 'به‌روزرسانی',
  later: 'بعداً',
  /** A page whose code this device has not kept, opened without a connection. */
  pageOffline: {
    title: 'این صفحه بدون اینترنت باز نمی‌شود',
    body: 'این صفحه هنوز روی این دستگاه نیامده است. صفحه‌هایی که یک بار باز کرده‌ای بدون اینترنت هم باز می‌شوند؛ این یکی با وصل شدن اینترنت باز می‌شود.',
  },
  /** The same, online: the code is gone from the server (a new build replaced it); a reload gets the new one. */
  pageReplaced: {
    title: 'برنامه به‌روز شده است',
    body: 'این صفحه در نسخهٔ تازهٔ برنامه است؛ با «تلاش دوباره» باز می‌شود.',
  },
} as const;
