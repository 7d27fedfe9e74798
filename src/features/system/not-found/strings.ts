import { common } from '@/shared/i18n/common';
import { toPersianDigits } from '@/shared/digits';

/** Persian text of the «page not found» screen (tests import it too). */
export const t = {
  documentTitle: 'صفحه پیدا نشد | دانش‌آموز یار',
  code: toPersianDigits(404),
  title: 'صفحه پیدا نشد',
  body: 'صفحه‌ای که دنبالش بودی اینجا نیست. شاید نشانی اشتباه نوشته شده یا صفحه جابه‌جا شده است.',
  backHome: common.backHome,
} as const;
