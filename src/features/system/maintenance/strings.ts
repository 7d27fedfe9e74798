/** Persian text of the maintenance screen (tests import it too). */
export const t = {
  documentTitle: 'در حال به‌روزرسانی | دانش‌آموز یار',
  title: 'در حال به‌روزرسانی هستیم',
  body: 'دانش‌آموز یار دارد تازه‌تر و بهتر می‌شود. کمی صبر کن؛ به‌زودی با چیزهای تازه برمی‌گردیم!',
  hint: 'چند دقیقه بعد دوباره سر بزن یا دکمهٔ زیر را بزن.',
  retry: 'تلاش دوباره',
} as const;
