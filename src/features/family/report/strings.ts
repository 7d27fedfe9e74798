import { common } from '@/shared/i18n/common';

/** A family link's page (issue 29). */
export const t = {
  documentTitle: (name?: string) => [name ? `گزارش هفتگی ${name}` : 'گزارش هفتگی', common.appName].join(' | '),
  gone: {
    /** 410: the link was revoked or has expired (the server's detail says which). */
    410: 'این پیوند دیگر کار نمی‌کند',
    /** 404: no link has this token. */
    404: 'این پیوند پیدا نشد',
  },
} as const;
