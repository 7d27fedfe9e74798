import type { Plan, SubscriptionStatus } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';

/**
 * The subscription family's words, said once (the contract's SubscriptionStatus): the server
 * decides which plan runs, which waits its turn and which has ended; the app only names them.
 */

export const subscriptionStatusLabel: Record<SubscriptionStatus, string> = {
  running: 'فعال',
  queued: 'در نوبت',
  ended: 'به پایان رسیده',
};

/**
 * A plan's period in one line: «اعتبار تا ۲۹ اسفند ۱۴۰۵» while it runs, «در نوبت · از ۲۹ اسفند
 * ۱۴۰۵» while it waits, «به پایان رسیده در …» once over.
 */
export function subscriptionLine(plan: Pick<Plan, 'status' | 'starts_at' | 'expires_at'>): string {
  switch (plan.status) {
    case 'running':
      return `اعتبار تا ${formatJalaliDate(plan.expires_at)}`;
    case 'queued':
      return `${subscriptionStatusLabel.queued} · از ${formatJalaliDate(plan.starts_at)}`;
    case 'ended':
      return `به پایان رسیده در ${formatJalaliDate(plan.expires_at)}`;
  }
}

/** The day a plan bought now would start: the end of the last running or queued plan, else today. */
export function nextStartOf(today: string, plans: readonly Pick<Plan, 'status' | 'expires_at'>[]): string {
  return plans
    .filter((plan) => plan.status !== 'ended')
    .reduce((from, plan) => (plan.expires_at > from ? plan.expires_at : from), today);
}
