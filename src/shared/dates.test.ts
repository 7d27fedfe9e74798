import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime, formatJalaliNumeric, formatTime, PERSIAN_MONTHS } from './dates';

describe('Jalali dates', () => {
  it('has the twelve Persian months in order', () => {
    expect(PERSIAN_MONTHS).toHaveLength(12);
    expect(PERSIAN_MONTHS[0]).toBe('فروردین');
    expect(PERSIAN_MONTHS[11]).toBe('اسفند');
  });

  it('formats a Gregorian ISO date as a Jalali date with Persian digits', () => {
    // 21 November 2026 is 30 Aban 1405; Nowruz 2026 (20 March) is 1 Farvardin 1405.
    expect(formatJalaliDate('2026-11-21T12:00:00')).toBe('۳۰ آبان ۱۴۰۵');
    expect(formatJalaliDate('2026-03-21T12:00:00')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliNumeric('2026-11-21T12:00:00')).toBe('۱۴۰۵/۰۸/۳۰');
  });

  it('shows instants as they are in Iran, whatever the device zone', () => {
    // 17:00 in Tehran is 13:30 UTC; midnight in Tehran on 15 Esfand is still 14 Esfand in UTC.
    expect(formatTime('2026-12-10T17:00:00+03:30')).toBe('۱۷:۰۰');
    expect(formatTime('2026-12-10T13:30:00Z')).toBe('۱۷:۰۰');
    expect(formatJalaliDate('2027-03-06T00:00:00+03:30')).toBe('۱۵ اسفند ۱۴۰۵');
    expect(formatJalaliDateTime('2026-12-10T17:00:00+03:30')).toBe('۱۹ آذر ۱۴۰۵، ۱۷:۰۰');
  });

  it('keeps a date without a time on its own calendar day', () => {
    expect(formatJalaliDate('2026-11-15')).toBe('۲۴ آبان ۱۴۰۵');
  });
});
