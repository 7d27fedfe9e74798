import { daysUntil } from '@/shared/dates';
import { t } from './strings';

/** Beyond this many days the due date alone says enough. */
const NEAR_DAYS = 7;

/** «امروز», «فردا», «۳ روز مانده» within a week of the due date, «مهلت گذشته» after it, else null. */
export function nearLabel(endDate: string, today: string): string | null {
  const days = daysUntil(endDate, today);
  if (days < 0) return t.near.passed;
  if (days === 0) return t.near.today;
  if (days === 1) return t.near.tomorrow;
  return days <= NEAR_DAYS ? t.near.daysLeft(days) : null;
}

/** Practice time in words: «۰ دقیقه», «کمتر از یک دقیقه», «۱۹ دقیقه», «۱ ساعت و ۵ دقیقه». */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return t.duration.minutes(0);
  const minutes = Math.round(seconds / 60);
  if (minutes === 0) return t.duration.lessThanMinute;
  if (minutes < 60) return t.duration.minutes(minutes);
  return t.duration.hours(Math.floor(minutes / 60), minutes % 60);
}
