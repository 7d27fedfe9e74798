/** The sign-out confirmation's Persian text (README, product rules: messages), read by the dialog, its stories and e2e. */
export const signOutText = {
  title: 'خروج از حساب',
  question: 'آیا مطمئن هستید که می‌خواهید از سامانه خارج شوید؟',
  confirm: 'مطمئنم',
  close: 'بستن',
} as const;
