import { toPersianDigits } from '@/shared/digits';

/** Persian text of the header's messages link. */
export const messagesButtonText = {
  label: 'پیام‌ها',
  /** The link's name with its badge: «پیام‌ها، ۳ پیام خوانده‌نشده»; just «پیام‌ها» at 0. */
  labelWithUnread: (count: number) => (count > 0 ? `پیام‌ها، ${toPersianDigits(count)} پیام خوانده‌نشده` : 'پیام‌ها'),
} as const;
