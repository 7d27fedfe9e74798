import { describe, expect, it } from 'vitest';
import { digitsOnly, toLatinDigits, toPersianDigits } from './digits';

describe('digits', () => {
  it('turns Persian and Arabic-Indic digits into Latin, keeping everything else', () => {
    expect(toLatinDigits('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(toLatinDigits('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
    expect(toLatinDigits('کد ۱۲a3٤')).toBe('کد 12a34');
  });

  it('keeps only digits of any script for phone and code inputs', () => {
    expect(digitsOnly(' ۰۹۱۲-۱۲۳ ٤٥٦7 ')).toBe('0912123 4567'.replace(' ', ''));
    expect(digitsOnly('abc')).toBe('');
  });

  it('shows Latin and Arabic-Indic digits as Persian', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('کلاس 4 و ٥')).toBe('کلاس ۴ و ۵');
  });
});
