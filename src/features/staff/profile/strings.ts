import { common } from '@/shared/i18n/common';
import { profileText } from '@/shared/profile/strings';

/** The staff profile's tabs, in the order shown; `?tab=` holds one of them. */
export const staffTabs = ['personal', 'password', 'picture'] as const;
export type StaffTab = (typeof staffTabs)[number];

/** Persian text of the staff profile (teacher and school manager); tests and stories import it too. */
export const t = {
  title: 'حساب کاربری',
  /** «اطلاعات شخصی | حساب کاربری | دانش‌آموز یار». */
  documentTitle: (tab: string) => [tab, 'حساب کاربری', common.appName].join(' | '),
  avatarAlt: profileText.avatarAlt,
  identity: {
    label: 'کارت کاربری',
    /** «معلم · دبستان شهید باهنر». */
    roleAtSchool: (parts: string[]) => parts.join(' · '),
    /** «کلاس‌ها: چهارم الف، چهارم ب». */
    classes: (names: string[]) => `کلاس‌ها: ${names.join('، ')}`,
  },
  tabs: {
    label: 'بخش‌های حساب کاربری',
    names: {
      personal: 'اطلاعات شخصی',
      password: profileText.password.title,
      picture: 'تصویر پروفایل',
    } satisfies Record<StaffTab, string>,
  },
  fields: {
    ...profileText.fields,
    username: 'نام کاربری',
  },
  personal: {
    usernameNote: 'نام کاربری را پشتیبانی سامانه عوض می‌کند.',
    phoneHint: 'شمارهٔ همراه، با ارقام فارسی یا انگلیسی؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷',
    emailHint: 'اختیاری؛ گزارش‌ها و پیام‌های سامانه به این نشانی هم می‌رسد.',
    emailInvalid: profileText.contact.emailInvalid,
    placeInvalid: 'نام استان یا شهر را درست بنویسید.',
  },
  picture: {
    current: 'تصویر فعلی',
    upload: 'عکس تازه',
    hint: 'عکسی روشن از چهره، تا دانش‌آموزان و همکاران شما را در پیام‌ها بشناسند.',
  },
} as const;
