/** The installable app's words for a page whose code is not here (issue 30): in the entry chunk, as the page must show them when nothing else can load. */
export const pwaText = {
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
