import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatNumber,
  formatToman,
  parseId,
  parseTypedNumber,
  telHref,
  toLatinDigits,
  toPersianDigits,
} from './digits';

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

  it('dials phone numbers with Latin digits only, keeping the plus of an international number', () => {
    expect(telHref('۰۲۱ ۹۱۰۰-۱۲۳۴')).toBe('tel:02191001234');
    expect(telHref('(٠٣١) ٣٢٢٠-١٢٣٤')).toBe('tel:03132201234');
    expect(telHref(' +98 21 9100 1234')).toBe('tel:+982191001234');
    expect(telHref('021+9100')).toBe('tel:0219100');
  });

  it('shows Latin and Arabic-Indic digits as Persian', () => {
    expect(toPersianDigits('1405')).toBe('۱۴۰۵');
    // A number is a quantity: one formatter groups it by thousands everywhere.
    expect(toPersianDigits(1997)).toBe('۱٬۹۹۷');
    expect(toPersianDigits(2.5)).toBe('۲٫۵');
    expect(toPersianDigits(999)).toBe('۹۹۹');
    expect(toPersianDigits('کلاس 4 و ٥')).toBe('کلاس ۴ و ۵');
  });

  it('formats numbers with Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(48200)).toBe('۴۸٬۲۰۰');
    expect(formatNumber(12750000)).toBe('۱۲٬۷۵۰٬۰۰۰');
  });

  it('reads a typed number in any digit set with «٫» or «.», as the contract sends it', () => {
    for (const typed of ['۱۲٫۵', '١٢٫٥', '12.5', '۱۲.۵', ' ۱۲٫۵ ']) expect(parseTypedNumber(typed, 1)).toBe('12.5');
    expect(parseTypedNumber('-۲۸', 0)).toBe('-28');
    expect(parseTypedNumber('\u2212۳۴', 0)).toBe('-34');
    expect(parseTypedNumber('۰۷', 0)).toBe('07');
  });

  it('gives null for what is not (yet) a number or has more decimal places than allowed', () => {
    for (const typed of ['', '۱۲٫', '٫۵', '-', '۱۲ ۵', '۱۲a', '۱۲-', '۱٫۲٫۳', '12,5']) {
      expect(parseTypedNumber(typed, 2)).toBeNull();
    }
    expect(parseTypedNumber('۱۲٫۵', 0)).toBeNull();
    expect(parseTypedNumber('۳٫۵۱۲', 2)).toBeNull();
    expect(parseTypedNumber('۳٫۵۱', 2)).toBe('3.51');
  });

  it('shows Rial amounts in Toman', () => {
    expect(formatToman(4900000)).toBe('۴۹۰٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
  });

  it('parseId reads a positive id typed in any digit set and refuses anything else', () => {
    expect(parseId('40112')).toBe(40112);
    expect(parseId('۴۰۱۱۲')).toBe(40112);
    expect(parseId('٤٠١')).toBe(401);
    expect(parseId(' 7 ')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-3', '4.5', '1e3', 'abc', '12a', '99999999999999999'])
      expect(parseId(bad)).toBeNull();
  });
});
