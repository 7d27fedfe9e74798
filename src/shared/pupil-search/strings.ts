import { toPersianDigits } from '@/shared/digits';

const n = (value: number) => toPersianDigits(value);

/** Persian text of the pupils search box and pager, the same for the teacher and the school manager. */
export const pupilSearchText = {
  search: 'جستجوی دانش‌آموز',
  searchHint: 'نام، نام خانوادگی یا نام کاربری',
  pages: 'صفحه‌های فهرست دانش‌آموزان',
  page: (page: number) => `صفحهٔ ${n(page)}`,
  controls: { first: 'صفحهٔ اول', previous: 'صفحهٔ قبل', next: 'صفحهٔ بعد', last: 'صفحهٔ آخر' },
} as const;
