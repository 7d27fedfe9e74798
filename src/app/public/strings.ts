import { common } from '@/shared/i18n/common';

/** Persian text of the public chrome: top bar, mobile drawer, footer, partner carousel. */
export const t = {
  nav: {
    label: 'پیوندهای اصلی',
    home: 'صفحه اصلی',
    introduction: 'معرفی',
    agents: 'نمایندگان',
    about: 'درباره ما',
    faq: 'سؤالات متداول',
    contact: 'تماس با ما',
  },
  login: common.login,
  openMenu: 'باز کردن منو',
  closeMenu: 'بستن منو',
  drawerTitle: 'منو',
  pageLoading: 'در حال بارگذاری صفحه',
  tenant: {
    name: common.appName,
    caption: 'ویژهٔ مدارس همکار',
  },
  footer: {
    social: 'ما را در شبکه‌های اجتماعی دنبال کنید',
    contact: 'ارتباط با ما',
    emailLabel: 'رایانامه:',
    contactPage: 'فرم تماس با ما',
    newTab: '(در زبانه تازه باز می‌شود)',
    /** «© ۱۴۰۵ دانش‌آموز یار. همه حقوق محفوظ است.» — the year comes in Persian digits. */
    copyright: (year: string) => `© ${year} ${common.appName}. همه حقوق محفوظ است.`,
  },
  partners: {
    title: 'همکاران ما',
    region: 'مدارس و مؤسسه‌های همکار',
    previous: 'همکار قبلی',
    next: 'همکار بعدی',
    logoAlt: (name: string) => `نشان ${name}`,
  },
} as const;
