/**
 * Two subscription periods of the pupil (SubscriptionStatus): the six-month plan running now and
 * a year's plan bought after it, waiting its turn from the day the first one ends.
 */
import type { Plan } from '@/api/generated/model';

export const runningPlan: Plan = {
  id: 2,
  title: 'اشتراک شش‌ماهه',
  starts_at: '2026-09-20',
  expires_at: '2027-03-20',
  status: 'running',
};

export const queuedPlan: Plan = {
  id: 4,
  title: 'اشتراک یک‌ساله',
  starts_at: '2027-03-20',
  expires_at: '2028-03-20',
  status: 'queued',
};
