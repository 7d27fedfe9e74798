import { IRAN_TIME_ZONE } from '@/shared/dates';
import { t } from './strings';

const DAY_MS = 86_400_000;
/** Beyond this many days the due date alone says enough. */
const NEAR_DAYS = 7;

const iranDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: IRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Iran as the contract writes dates ('2026-11-22'), whatever the device's zone. */
export function iranToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(iranDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

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
