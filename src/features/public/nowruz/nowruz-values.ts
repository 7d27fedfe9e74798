import type { CampaignPackage, NowruzCampaign } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { t } from './strings';

export type CampaignStatus = 'running' | 'upcoming' | 'ended';

/** The server's `active` decides whether it runs; an inactive campaign is upcoming until it starts. */
export function statusOf(campaign: NowruzCampaign, now: Date = new Date()): CampaignStatus {
  if (campaign.active) return 'running';
  return now < new Date(campaign.starts_at) ? 'upcoming' : 'ended';
}

/** «۳۰٪ تخفیف · ۱۵ اسفند ۱۴۰۵ تا ۱۴ فروردین ۱۴۰۶»; an ended campaign shows its dates only. */
export function eyebrowOf(campaign: NowruzCampaign, status: CampaignStatus): string {
  const dates = t.hero.dates(formatJalaliDate(campaign.starts_at), formatJalaliDate(campaign.ends_at));
  return status === 'ended' ? dates : `${t.hero.discount(campaign.discount_percent)} · ${dates}`;
}

/** «پایهٔ چهارم», or «همهٔ پایه‌ها» for a package that fits every grade. */
export function gradeOf(pack: CampaignPackage): string {
  return pack.grade ? t.packages.grade(common.grades[pack.grade]) : t.packages.allGrades;
}

export type Destination = { kind: 'app'; path: string } | { kind: 'address'; url: string };

/**
 * Where `redirect_to` leads: an app path (starts with one «/») stays in the router; a full
 * http(s) address leaves the app. Anything else is not trusted and gives null.
 */
export function destinationOf(redirectTo: string): Destination | null {
  if (/^https?:\/\//i.test(redirectTo)) return { kind: 'address', url: redirectTo };
  if (redirectTo.startsWith('/') && !redirectTo.startsWith('//')) return { kind: 'app', path: redirectTo };
  return null;
}
