import { formatNumber } from '@/shared/digits';

/** Persian text of the admin's chat list (tests import it too). */
export const t = {
  documentTitle: 'گفت‌وگوهای پشتیبانی | دانش‌آموز یار',
  title: 'گفت‌وگوهای پشتیبانی',
  subtitle: 'پیام‌های دانش‌آموزان، معلم‌ها و مدیران مدرسه‌ها',
  search: 'جستجو در گفت‌وگوها',
  searchHint: 'نام، نام کاربری، مدرسه یا متن پیام (دست‌کم دو حرف)',
  count: (count: number) => `${formatNumber(count)} گفت‌وگو`,
  updating: 'در حال به‌روزرسانی فهرست…',
  noMessageYet: 'هنوز پیامی رد و بدل نشده است.',
  showMore: (left: number) => `نمایش بیشتر (${formatNumber(left)} گفت‌وگوی دیگر)`,
  users: 'کاربران',
  messages: 'پیام‌ها',
  noUsers: 'کاربری با این واژه پیدا نشد.',
  noMessages: 'پیامی با این واژه پیدا نشد.',
  empty: {
    title: 'هنوز گفت‌وگویی نیست',
    description: 'وقتی دانش‌آموز، معلم یا مدیری به پشتیبانی پیام بدهد، گفت‌وگویش اینجا می‌آید.',
  },
  noMatch: {
    title: 'چیزی پیدا نشد',
    description: (word: string) => `هیچ کاربر یا پیامی «${word}» را ندارد.`,
  },
  clearSearch: 'پاک کردن جستجو',
} as const;
