import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import { toPersianDigits } from './digits';

dayjs.extend(jalaliday);

/** Iran's time zone: every date and time is shown as it is in Iran, whatever the device's zone. */
export const IRAN_TIME_ZONE = 'Asia/Tehran';

const iranClock = new Intl.DateTimeFormat('en-US', {
  timeZone: IRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The Iran wall-clock time of an instant as a dayjs value. A date without a time ('2026-11-15')
 * is a calendar day, not an instant, and is kept as it is.
 */
function inIran(value: string | number | Date) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value);
  const parts = Object.fromEntries(iranClock.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return dayjs(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`);
}

function jalali(value: string | number | Date) {
  // The calendar is set per value, never globally: a global Jalali calendar freezes Mantine's pickers.
  return inIran(value).calendar('jalali');
}

/** «۳۰ آبان ۱۴۰۵» — a date in the Jalali calendar with Persian month name and digits. */
export function formatJalaliDate(value: string | number | Date): string {
  // jalaliday carries the Persian month names for its 'fa' locale (no list of our own to keep in step).
  return toPersianDigits(jalali(value).locale('fa').format('D MMMM YYYY'));
}

/** «۱۴۰۵/۰۸/۳۰» — compact numeric Jalali date. */
export function formatJalaliNumeric(value: string | number | Date): string {
  return toPersianDigits(jalali(value).format('YYYY/MM/DD'));
}

/** «۱۷:۰۰» — the time of day in Iran, Persian digits. */
export function formatTime(value: string | number | Date): string {
  return toPersianDigits(inIran(value).format('HH:mm'));
}

/** «۳۰ آبان ۱۴۰۵، ۱۴:۰۵» — Jalali date with time (in Iran). */
export function formatJalaliDateTime(value: string | number | Date): string {
  return `${formatJalaliDate(value)}، ${formatTime(value)}`;
}

const DAY_MS = 86_400_000;

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

/**
 * A day and a wall-clock time in Iran as the contract's date-time: '2026-12-01' + '08:00' →
 * '2026-12-01T08:00:00+03:30'. Iran has kept +03:30 all year since it dropped summer time in 2022.
 */
export function iranDateTime(day: string, time: string): string {
  return `${day}T${time}:00+03:30`;
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
