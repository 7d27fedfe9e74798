import { describe, expect, it } from 'vitest';
import { cleanDigits, cleanNumber, numberOf, sameNumber, sameWords, wholeOf } from './fill-typed';

describe('digit and number boxes', () => {
  it('keep digits of every set, shown in Persian', () => {
    expect(cleanDigits('1٢۳a/-')).toBe('۱۲۳');
    expect(wholeOf('۰۷')).toBe(7);
    expect(wholeOf('')).toBeNull();
  });

  it('keep one form of the decimal point and the minus', () => {
    expect(cleanNumber('12.5')).toBe('۱۲٫۵');
    expect(cleanNumber('−٣٫٥ cm')).toBe('-۳٫۵');
  });

  it('send Latin digits with «.», and nothing while half typed', () => {
    expect(numberOf('۱۲٫۵')).toBe('12.5');
    expect(numberOf('١٢.٥')).toBe('12.5');
    expect(numberOf('٫۵')).toBe('0.5');
    expect(numberOf('-۴')).toBe('-4');
    expect(numberOf('۱۲٫')).toBeNull();
    expect(numberOf('٫')).toBeNull();
    expect(numberOf('')).toBeNull();
  });

  it('compare numbers by value', () => {
    expect(sameNumber('۳۳۰٫۰', '330')).toBe(true);
    expect(sameNumber('12.50', '12.5')).toBe(true);
    expect(sameNumber('۳۵', '30')).toBe(false);
    expect(sameNumber('', '0')).toBe(false);
  });
});

describe('sameWords', () => {
  it('forgives Arabic ي/ك, half-spaces and spaces, and nothing else', () => {
    expect(sameWords('شيري', 'شیری')).toBe(true);
    expect(sameWords('كتاب ها', 'کتاب‌ها')).toBe(true);
    expect(sameWords(' تند ', 'تند')).toBe(true);
    expect(sameWords('کند', 'تند')).toBe(false);
    expect(sameWords('', '')).toBe(false);
  });
});
