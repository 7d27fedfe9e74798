import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import type { FamilyLinkStatus } from '@/api/generated/model';

/** The profile's «گزارش برای خانواده» tab (issue 29): words for a nine-year-old, and for the parent beside them. */
export const familyTab = {
  intro:
    'این گزارش هفتهٔ توست، همان که پدر و مادرت می‌بینند. می‌توانی با یک پیوند برایشان بفرستی تا بدون ورود به سامانه آن را ببینند.',
  links: {
    title: 'فرستادن برای خانواده',
    explain:
      'هر کس این پیوند را داشته باشد، تا ۳۰ روز گزارش هفته‌ات را می‌بیند؛ فقط گزارش را، با نام کوچکت. هر وقت خواستی باطلش کن.',
    make: 'ساختن پیوند و فرستادن',
    madeToday: (made: number, limit: number) =>
      `امروز ${toPersianDigits(made)} پیوند از ${toPersianDigits(limit)} پیوند ساخته‌ای.`,
    limitReached: 'امروز دیگر نمی‌توانی پیوند بسازی. فردا دوباره امتحان کن.',
    listLabel: 'پیوندهای ساخته‌شده',
    empty: 'هنوز پیوندی نساخته‌ای.',
    name: (createdAt: string) => `پیوند ${formatJalaliDate(createdAt)}`,
    status: { active: 'فعال', expired: 'کهنه شده', revoked: 'باطل شده' } satisfies Record<FamilyLinkStatus, string>,
    until: (expiresAt: string) => `تا ${formatJalaliDate(expiresAt)} کار می‌کند`,
    revokedAt: (at: string) => `باطل شد در ${formatJalaliDate(at)}`,
    expiredAt: (at: string) => `از ${formatJalaliDate(at)} کار نمی‌کند`,
    opened: (at: string | null) =>
      at ? `آخرین بار دیده شد: ${formatJalaliDateTime(at)}` : 'هنوز کسی آن را باز نکرده است.',
    address: 'نشانی پیوند',
    share: 'فرستادن',
    revoke: 'باطل کردن',
    shareTitle: 'گزارش هفتگی از دانش‌آموز یار',
    shareText: 'گزارش هفتگی من در دانش‌آموز یار:',
    copied: 'پیوند کپی شد. آن را در پیام‌رسان برای خانواده‌ات بفرست.',
    copyFailed: 'نتوانستیم پیوند را کپی کنیم. نشانی پیوند را از کادرش بردار و بفرست.',
  },
  revoke: {
    title: 'باطل کردن پیوند',
    question: 'بعد از باطل کردن، این پیوند دیگر گزارش را نشان نمی‌دهد. مطمئنی؟',
    yes: 'باطل کن',
    no: 'نه، بماند',
    close: 'بستن',
    done: 'پیوند باطل شد.',
  },
} as const;
