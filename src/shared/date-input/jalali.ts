import { getDate, getMonth, getYear, newDate } from 'date-fns-jalali';
import { toLatinDigits, toPersianDigits } from '@/shared/digits';

// A calendar day travels as 'YYYY-MM-DD' (the contract's dates). In the calendar it is a local Date
// at noon: noon never falls in a daylight-saving gap, so the day never slips to its neighbour.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^(\d{4})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local Date (noon) of an ISO day, or null when `iso` is not a real 'YYYY-MM-DD' day. */
export function dateOfIso(iso: string | null | undefined): Date | null {
  const match = ISO.exec(iso ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 12);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 'YYYY-MM-DD' of a Date's local calendar day. */
export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A typed Jalali date, year first («۱۴۰۵/۹/۲», «١٤٠٥-٠٩-٠٢», «1405/09/02»), as the ISO (Gregorian)
 * day it names, or null when it is not a real Jalali day (1405/13/01, 1404/12/30).
 */
export function parseJalaliInput(text: string): string | null {
  const match = TYPED.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // date-fns-jalali rolls an impossible day over (Esfand 30 of a common year becomes Farvardin 1):
  // reading the day back tells a real day from a rolled one.
  const date = newDate(year, month - 1, day, 12);
  const real = getYear(date) === year && getMonth(date) === month - 1 && getDate(date) === day;
  return real ? isoOfDate(date) : null;
}

/** «۱۴۰۵/۰۹/۰۲»: the ISO day in Jalali, Persian digits, as the field shows it; '' for none. */
export function formatJalaliInput(iso: string | null | undefined): string {
  const date = dateOfIso(iso);
  if (!date) return '';
  return toPersianDigits(`${getYear(date)}/${pad(getMonth(date) + 1)}/${pad(getDate(date))}`);
}

export type TypedDateProblem = 'invalid' | 'tooEarly' | 'tooLate';

/** What a typed text gives: the ISO day (null for empty text) or why it cannot be taken. */
export function readTypedDate(
  text: string,
  range: { minDate?: string; maxDate?: string } = {},
): { value: string | null; problem: TypedDateProblem | null } {
  if (text.trim() === '') return { value: null, problem: null };
  const value = parseJalaliInput(text);
  if (value === null) return { value, problem: 'invalid' };
  // ISO days compare as text.
  if (range.minDate && value < range.minDate) return { value: null, problem: 'tooEarly' };
  if (range.maxDate && value > range.maxDate) return { value: null, problem: 'tooLate' };
  return { value, problem: null };
}
