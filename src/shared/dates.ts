import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import { toPersianDigits } from './digits';

dayjs.extend(jalaliday);

/** The twelve Jalali months, in order (فروردین = month 1). */
export const PERSIAN_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

function jalali(value: string | number | Date) {
  // The calendar is set per value, never globally: a global Jalali calendar freezes Mantine's pickers.
  return dayjs(value).calendar('jalali');
}

/** «۳۰ آبان ۱۴۰۵» — a date in the Jalali calendar with Persian month name and digits. */
export function formatJalaliDate(value: string | number | Date): string {
  const d = jalali(value);
  return toPersianDigits(`${d.date()} ${PERSIAN_MONTHS[d.month()]} ${d.year()}`);
}

/** «۱۴۰۵/۰۸/۳۰» — compact numeric Jalali date. */
export function formatJalaliNumeric(value: string | number | Date): string {
  return toPersianDigits(jalali(value).format('YYYY/MM/DD'));
}

/** «۳۰ آبان ۱۴۰۵، ۱۴:۰۵» — Jalali date with time. */
export function formatJalaliDateTime(value: string | number | Date): string {
  return `${formatJalaliDate(value)}، ${toPersianDigits(dayjs(value).format('HH:mm'))}`;
}
