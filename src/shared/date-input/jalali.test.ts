import { describe, expect, it } from 'vitest';
import { dateOfIso, formatJalaliInput, isoOfDate, parseJalaliInput, readTypedDate } from './jalali';

describe('parseJalaliInput', () => {
  it('reads Persian, Arabic-Indic and Latin digits with / or - separators', () => {
    for (const typed of ['۱۴۰۵/۰۹/۰۲', '١٤٠٥/٠٩/٠٢', '1405/09/02', '1405-9-2', '۱۴۰۵-۹-۲', ' 1405 / 9 / 2 ']) {
      expect(parseJalaliInput(typed)).toBe('2026-11-23');
    }
  });

  it('knows the first day of the year and leap years', () => {
    expect(parseJalaliInput('1405/01/01')).toBe('2026-03-21');
    expect(parseJalaliInput('1403/12/30')).toBe('2025-03-20'); // 1403 is a leap year
    expect(parseJalaliInput('1404/12/29')).toBe('2026-03-20');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const typed of [
      '1405/13/01',
      '1404/12/30',
      '1405/07/31',
      '1405/00/10',
      '1405/01/00',
      '05/9/2',
      '1405/9',
      '۱۴۰۵.۹.۲',
      'فردا',
      '',
    ]) {
      expect(parseJalaliInput(typed)).toBeNull();
    }
  });
});

describe('formatJalaliInput', () => {
  it('shows the ISO day as a Jalali date with Persian digits', () => {
    expect(formatJalaliInput('2026-11-23')).toBe('۱۴۰۵/۰۹/۰۲');
    expect(formatJalaliInput('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('shows nothing for no day or a broken one', () => {
    expect(formatJalaliInput(null)).toBe('');
    expect(formatJalaliInput('2026-02-30')).toBe('');
    expect(formatJalaliInput('23/11/2026')).toBe('');
  });

  it('is the inverse of parsing', () => {
    for (const iso of ['2026-03-21', '2025-03-20', '2026-12-31', '2027-03-20']) {
      expect(parseJalaliInput(formatJalaliInput(iso))).toBe(iso);
    }
  });
});

describe('ISO days and Dates', () => {
  it('round-trip through a local Date', () => {
    const date = dateOfIso('2026-11-23');
    expect(date && isoOfDate(date)).toBe('2026-11-23');
    expect(dateOfIso('2026-13-01')).toBeNull();
  });
});

describe('readTypedDate', () => {
  const range = { minDate: '2026-11-22', maxDate: '2026-12-21' };
  it('takes a day inside the range and empty text as no day', () => {
    expect(readTypedDate('1405/9/2', range)).toEqual({ value: '2026-11-23', problem: null });
    expect(readTypedDate('  ', range)).toEqual({ value: null, problem: null });
  });
  it('says why a day cannot be taken', () => {
    expect(readTypedDate('1405/13/1', range).problem).toBe('invalid');
    expect(readTypedDate('1405/8/30', range)).toEqual({ value: null, problem: 'tooEarly' });
    expect(readTypedDate('1405/10/1', range)).toEqual({ value: null, problem: 'tooLate' });
  });
});
