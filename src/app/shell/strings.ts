/** Persian text of the signed-in shell (header, side menus, bottom bar). */
export const shellText = {
  openMenu: 'باز کردن منو',
  menu: 'منوی اصلی',
  closeMenu: 'بستن منو',
  toMini: 'جمع کردن منو',
  toVertical: 'باز کردن منو کامل',
  bottomBar: 'پیمایش پایین',
  profileBox: 'حساب دانش‌آموز',
  avatar: (name: string) => `تصویر ${name}`,
} as const;

/** Mantine sizes and the spec's numbers (product rules: constants), in one place so the layouts agree. */
export const shellSizes = {
  headerMobile: 64,
  headerDesktop: 80,
  /** Past this many pixels of scroll the desktop header turns compact with a shadow (spec: «a desktop threshold»). */
  compactAfter: 80,
  vertical: 280,
  mini: 88,
  drawer: 280,
  popover: 160,
  studentContent: 834,
  studentMenu: 320,
  bottomBar: 400,
} as const;

/** Student side menu's profile box. */
export const profileBoxText = {
  settings: 'تنظیمات حساب',
  signOut: 'خروج',
} as const;
