/** Persian titles of the side-menu entries. */
export const navText = {
  home: 'خانه',
  course: 'درس',
  homework: 'تکلیف',
  account: 'حساب من',
  accountSettings: 'تنظیمات حساب',
  logout: 'خروج',
  classes: 'کلاس‌ها',
  students: 'دانش‌آموزان',
  grades: 'پایه‌ها',
  chatList: 'گفت‌وگوها',
  /** Fallback title of the organization's school entry when no name was remembered. */
  school: 'مدرسه',
  /** Items with this exact title are kept out of the side menu (README, product rules: pages). */
  userAccount: 'حساب کاربری',
} as const;
