import dayjs from 'dayjs';
import { toPersianDigits } from './digits';

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

/**
 * The Persian (solar Hijri) calendar of ICU, the browser's own (`Intl`), with Latin digits to read
 * the parts and Persian month names. It converts every day right, where jalaliday (3.1.1 and
 * 2.3.0) is a day ahead from 1 January to 29 February of each Gregorian leap year (2024-01-01
 * showed 1402/10/12; it is 1402/10/11). The date input's date-fns-jalali agrees with ICU on every
 * day from 2015 to 2035 (dates.test.ts), so a day picked is the day shown. dayjs stays for
 * arithmetic on Gregorian days.
 */
const persianCalendar = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const persianMonthName = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', month: 'long' });

interface JalaliDay {
  year: number;
  month: number;
  day: number;
  monthName: string;
}

/** The Jalali day of a value (an instant's day in Iran, or a calendar day as it is). */
export function jalaliDayOf(value: string | number | Date): JalaliDay {
  const wall = inIran(value);
  const utcNoon = new Date(Date.UTC(wall.year(), wall.month(), wall.date(), 12));
  const parts = Object.fromEntries(persianCalendar.formatToParts(utcNoon).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    monthName: persianMonthName.format(utcNoon),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** «۳۰ آبان ۱۴۰۵» — a date in the Jalali calendar with Persian month name and digits. */
export function formatJalaliDate(value: string | number | Date): string {
  const { year, day, monthName } = jalaliDayOf(value);
  return toPersianDigits(`${day} ${monthName} ${year}`);
}

/** «۱۴۰۵/۰۸/۳۰» — compact numeric Jalali date. */
export function formatJalaliNumeric(value: string | number | Date): string {
  const { year, month, day } = jalaliDayOf(value);
  return toPersianDigits(`${year}/${pad(month)}/${pad(day)}`);
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

/** The calendar day `days` after `day` (both 'YYYY-MM-DD'; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
