import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliNumeric, PERSIAN_MONTHS } from './dates';

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
});
