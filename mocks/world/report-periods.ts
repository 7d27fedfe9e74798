/**
 * The periods of every report (the contract's ReportPeriod: last_7, last_30, last_90, last_365,
 * the school's `type` and the teacher's `dateType`) and the bars of their charts: one per day
 * for last_7 (weekday names), one per Saturday-to-Friday week for last_30 and last_90
 * («هفتهٔ ۸ آبان», the week's Saturday), one per Jalali month for last_365 («آذر»). Names of
 * weekdays and months come from the platform's Persian calendar (Intl), never from a list
 * kept by hand, so a date and its weekday cannot disagree.
 */
import { dayAt, isoDate } from './calendar.ts';
import { faDigits } from './curriculum/persian.ts';

export type ReportPeriod = 'last_7' | 'last_30' | 'last_90' | 'last_365';
export const DEFAULT_PERIOD: ReportPeriod = 'last_30';

const DAYS: Record<ReportPeriod, number> = { last_7: 7, last_30: 30, last_90: 90, last_365: 365 };

/** A bar of a chart: sessions from `from` (inclusive) to `to` (exclusive). */
export interface Bucket {
  from: Date;
  to: Date;
  label: string;
}

export interface Window {
  from: Date;
  to: Date;
  buckets: Bucket[];
}

const TEHRAN = 'Asia/Tehran';
const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TEHRAN, weekday: 'long' });
const monthFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TEHRAN, month: 'long' });

export interface JalaliDay {
  year: number;
  month: number;
  day: number;
}

const jalaliCache = new Map<string, JalaliDay>();

/** The Jalali year, month (1 Farvardin … 12 Esfand) and day of `at` in Tehran. */
export function jalaliOf(at: Date): JalaliDay {
  const key = isoDate(at);
  let found = jalaliCache.get(key);
  if (!found) {
    const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
    found = { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
    jalaliCache.set(key, found);
  }
  return found;
}

/** The Persian weekday of `at` in Tehran («شنبه» … «جمعه»). */
export const weekdayName = (at: Date): string => weekdayFormat.format(at);

/** The Persian name of the Jalali month `at` falls in («آذر»). */
export const monthName = (at: Date): string => monthFormat.format(at);

/** The period's name in chart titles: «۳۰ روز گذشته». */
export const periodTitle = (period: ReportPeriod): string => `${faDigits(DAYS[period])} روز گذشته`;

/** 0 for Saturday … 6 for Friday: the Iranian week starts on Saturday. */
function weekdayIndex(at: Date): number {
  return (new Date(`${isoDate(at)}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/** The first day (Tehran midnight) of the Jalali month `at` falls in. */
function monthStart(at: Date): Date {
  return dayAt(at, 1 - jalaliOf(at).day);
}

/**
 * The last N days up to `now` (today included) and its bars. A bar may begin before the
 * window (a week's Saturday, a month's first day); only sessions inside the window count.
 */
export function periodWindow(now: Date, period: ReportPeriod): Window {
  const days = DAYS[period];
  const from = dayAt(now, 1 - days);
  const to = dayAt(now, 1);
  const buckets: Bucket[] = [];
  if (period === 'last_7') {
    for (let i = 0; i < days; i += 1) {
      const day = dayAt(from, i);
      buckets.push({ from: day, to: dayAt(day, 1), label: weekdayName(day) });
    }
  } else if (period === 'last_365') {
    for (let start = monthStart(from); start < to;) {
      const next = monthStart(dayAt(start, 32));
      buckets.push({ from: start, to: next, label: monthName(start) });
      start = next;
    }
    // A year back from a day in Azar starts in last year's Azar: both bars then carry their year.
    const names = buckets.map((b) => b.label);
    for (const bucket of buckets) {
      if (names.filter((name) => name === bucket.label).length > 1)
        bucket.label = `${bucket.label} ${faDigits(jalaliOf(bucket.from).year)}`;
    }
  } else {
    for (let start = dayAt(from, -weekdayIndex(from)); start < to; start = dayAt(start, 7)) {
      buckets.push({ from: start, to: dayAt(start, 7), label: `هفتهٔ ${dayLabel(start)}` });
    }
  }
  return { from, to, buckets };
}

/** A Jalali date as a bar's label: «۳ مهر». */
export const dayLabel = (at: Date): string => `${faDigits(jalaliOf(at).day)} ${monthName(at)}`;

/** The last `count` Saturday-to-Friday weeks, this week last, each labelled by its Saturday («۳ مهر»). */
export function lastWeeks(now: Date, count: number): Bucket[] {
  const thisWeek = dayAt(now, -weekdayIndex(now));
  return Array.from({ length: count }, (_, i) => {
    const from = dayAt(thisWeek, -7 * (count - 1 - i));
    return { from, to: dayAt(from, 7), label: dayLabel(from) };
  });
}

/** Index of the bucket holding `at`, or -1 (buckets are sorted and contiguous). */
export function bucketOf(buckets: readonly Bucket[], at: Date): number {
  const t = at.getTime();
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = buckets[mid]!;
    if (t < b.from.getTime()) hi = mid - 1;
    else if (t >= b.to.getTime()) lo = mid + 1;
    else return mid;
  }
  return -1;
}

export type Season = 'autumn' | 'winter' | 'spring';
export const SEASON_NAMES: Record<Season, string> = { autumn: 'پاییز', winter: 'زمستان', spring: 'بهار' };

/** The season of the school year `at` falls in (Mehr–Azar, Dey–Esfand, Farvardin–Khordad), or null in summer. */
export function seasonOf(at: Date): Season | null {
  const { month } = jalaliOf(at);
  if (month >= 7 && month <= 9) return 'autumn';
  if (month >= 10) return 'winter';
  if (month <= 3) return 'spring';
  return null;
}

/** The Jalali year a school year containing `at` starts in (1405 for Mehr 1405 … Shahrivar 1406). */
export function schoolYearOf(at: Date): number {
  const { year, month } = jalaliOf(at);
  return month >= 7 ? year : year - 1;
}
