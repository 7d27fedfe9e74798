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
    /** «همکاری با مدارس:» before each number. */
    phoneLabel: (label: string) => `${label}:`,
    addressLabel: 'نشانی:',
    postalCodeLabel: 'کد پستی:',
    hoursLabel: 'ساعت پاسخ‌گویی:',
    contactPage: 'فرم تماس با ما',
    contactLoading: 'در حال بارگذاری راه‌های تماس',
    /** Shown when the contact details could not be read; the contact-page link stays beside it. */
    contactUnavailable: 'راه‌های تماس الان در دسترس نیست؛ از فرم تماس با ما پیام بفرستید.',
    newTab: '(در زبانه تازه باز می‌شود)',
    /** «© ۱۴۰۵ دانش‌آموز یار. همه حقوق محفوظ است.» — the year comes in Persian digits. */
    copyright: (year: string) => `© ${year} ${common.appName}. همه حقوق محفوظ است.`,
  },
  siteMap: {
    label: 'نقشهٔ سایت',
    introduction: 'آشنایی با دانش‌آموز یار',
    together: 'همراه ما',
    help: 'راهنما و پشتیبانی',
    links: {
      introduction: 'معرفی دانش‌آموز یار',
      forStudents: 'برای دانش‌آموزان',
      forTeachers: 'برای معلمان',
      forParents: 'برای خانواده‌ها',
      forSchools: 'برای مدارس',
      agents: 'نمایندگان',
      ai: 'وبینار هوش مصنوعی',
      nowruz: 'جشنوارهٔ نوروزی',
      hire: 'همکاری با ما',
      faq: 'سؤالات متداول',
      about: 'درباره ما',
      contact: 'تماس با ما',
    },
  },
  partners: {
    title: 'همکاران ما',
    region: 'مدارس و مؤسسه‌های همکار',
    previous: 'همکار قبلی',
    next: 'همکار بعدی',
    logoAlt: (name: string) => `نشان ${name}`,
    loading: 'در حال بارگذاری همکاران',
  },
} as const;
