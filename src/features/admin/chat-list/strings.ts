import { formatNumber, toPersianDigits } from '@/shared/digits';

/** Persian text of the admin's chat list (tests import it too). */
export const t = {
  documentTitle: 'گفتگوهای پشتیبانی | دانش‌آموز یار',
  title: 'گفتگوهای پشتیبانی',
  subtitle: 'پیام‌های دانش‌آموزان، معلم‌ها و مدیران مدرسه‌ها',
  search: 'جستجو در گفتگوها',
  searchHint: 'نام، نام کاربری، مدرسه یا متن پیام (دست‌کم دو حرف)',
  count: (count: number) => `${formatNumber(count)} گفتگو`,
  updating: 'در حال به‌روزرسانی فهرست…',
  unread: (count: number) => `${toPersianDigits(count)} پیام خوانده‌نشده`,
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  noMessageYet: 'هنوز پیامی رد و بدل نشده است.',
  showMore: (left: number) => `نمایش بیشتر (${formatNumber(left)} گفتگوی دیگر)`,
  users: 'کاربران',
  messages: 'پیام‌ها',
  noUsers: 'کاربری با این واژه پیدا نشد.',
  noMessages: 'پیامی با این واژه پیدا نشد.',
  empty: {
    title: 'هنوز گفتگویی نیست',
    description: 'وقتی دانش‌آموز، معلم یا مدیری به پشتیبانی پیام بدهد، گفتگویش اینجا می‌آید.',
  },
  noMatch: {
    title: 'چیزی پیدا نشد',
    description: (word: string) => `هیچ کاربر یا پیامی «${word}» را ندارد.`,
  },
  clearSearch: 'پاک کردن جستجو',
} as const;
