/** Persian text of the settings button and drawer (README, product rules: pages "Settings drawer"). */
export const t = {
  open: 'تنظیمات',
  /** The button's name while the dot shows, so screen readers hear what the dot says. */
  openChanged: 'تنظیمات (رنگ با پوسته حساب فرق دارد)',
  title: 'رنگ',
  close: 'بستن تنظیمات',
  presets: 'پوسته‌های رنگی',
  reset: 'بازنشانی',
  resetHint: 'بازگشت به پوسته ذخیره‌شده در حساب',
  fullscreen: 'تمام صفحه',
  exitFullscreen: 'خروج از حالت تمام صفحه',
  /** Every toast's close button (set once in theme.ts); belongs in shared/i18n/common.ts. */
} as const;
