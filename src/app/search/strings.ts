/**
 * Persian text of the search dialog (README, product rules: pages "Other screens"); tests and stories import it too. The
 * pages' titles and descriptions are written with the pages (src/app/routes/manifest.ts).
 */
export const t = {
  open: 'جستجو',
  dialogTitle: 'جستجو در صفحه‌ها',
  placeholder: 'جستجو…',
  inputLabel: 'عبارت جستجو',
  results: 'نتیجه‌های جستجو',
  emptyQuery: 'لطفاً کلمه‌ای برای جستجو بنویسید',
  notFound: 'پیدا نشد',
  noResults: (query: string) => `نتیجه‌ای برای «${query}» پیدا نشد. املای کلمه را بررسی کنید یا کلمه‌های کامل بنویسید.`,
} as const;
