import { describe, expect, it } from 'vitest';
import { formatJalaliInput, parseJalaliInput } from './date-input/jalali';
import {
  addDays,
  daysUntil,
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliNumeric,
  formatTime,
  iranToday,
} from './dates';

describe('Jalali dates', () => {
  it('names each of the twelve months in Persian, from the first of فروردین to the last of اسفند', () => {
    // The first day of every month of 1405, and the year's last day (1405 is not a leap year: اسفند has 29).
    const firsts = {
      '2026-03-21': '۱ فروردین ۱۴۰۵',
      '2026-04-21': '۱ اردیبهشت ۱۴۰۵',
      '2026-05-22': '۱ خرداد ۱۴۰۵',
      '2026-06-22': '۱ تیر ۱۴۰۵',
      '2026-07-23': '۱ مرداد ۱۴۰۵',
      '2026-08-23': '۱ شهریور ۱۴۰۵',
      '2026-09-23': '۱ مهر ۱۴۰۵',
      '2026-10-23': '۱ آبان ۱۴۰۵',
      '2026-11-22': '۱ آذر ۱۴۰۵',
      '2026-12-22': '۱ دی ۱۴۰۵',
      '2027-01-21': '۱ بهمن ۱۴۰۵',
      '2027-02-20': '۱ اسفند ۱۴۰۵',
      '2027-03-20': '۲۹ اسفند ۱۴۰۵',
    };
    for (const [day, shown] of Object.entries(firsts)) expect(formatJalaliDate(day)).toBe(shown);
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

  describe('days in Iran', () => {
    it('reads today in Iran and counts days between calendar dates', () => {
      expect(iranToday(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
      expect(daysUntil('2027-03-20', '2026-11-22')).toBe(118);
      expect(daysUntil('2026-11-21', '2026-11-22')).toBe(-1);
    });

    it('adds whole days across a month and a year', () => {
      expect(addDays('2026-11-22', 7)).toBe('2026-11-29');
      expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    });
  });
});

describe('the Persian calendar on every day', () => {
  it('is one day at a time from 2015 to 2035, and the date input reads each day as it is shown', () => {
    // The display (ICU) and the date input (date-fns-jalali) are two conversions: a teacher who picks
    // a day must read the same day. Each day also follows the last: no day skipped or shown twice.
    let previous = '';
    let checked = 0;
    for (let time = Date.UTC(2015, 0, 1); time <= Date.UTC(2035, 11, 31); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const shown = formatJalaliNumeric(iso);
      expect(formatJalaliInput(iso), iso).toBe(shown);
      expect(parseJalaliInput(shown), shown).toBe(iso);
      expect(shown > previous, `${iso} follows ${previous}`).toBe(true);
      previous = shown;
      checked += 1;
    }
    expect(checked).toBe(7670);
  });

  it('is right in the first two months of a Gregorian leap year, where jalaliday was a day ahead', () => {
    expect(formatJalaliNumeric('2024-01-01')).toBe('۱۴۰۲/۱۰/۱۱');
    expect(formatJalaliDate('2024-02-29')).toBe('۱۰ اسفند ۱۴۰۲');
    expect(formatJalaliDate('2028-01-15')).toBe('۲۵ دی ۱۴۰۶');
  });
});
