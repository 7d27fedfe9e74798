import { common } from '@/shared/i18n/common';

/** Persian text of the «something went wrong» screen (tests import it too). */
export const t = {
  documentTitle: 'خطای غیرمنتظره | دانش‌آموز یار',
  title: 'ببخشید، مشکلی پیش آمد!',
  body: 'این صفحه درست باز نشد. تقصیر تو نیست؛ یک بار دیگر امتحان کن یا به صفحه اصلی برگرد.',
  retry: common.retry,
  backHome: common.backHome,
} as const;
