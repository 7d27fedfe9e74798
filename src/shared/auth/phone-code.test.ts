import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { codeError, codeRequestFailure, phoneError } from './phone-code';

describe('phone and code rules', () => {
  it('accepts a mobile number in any digit set', () => {
    expect(phoneError('۰۹۱۲۱۲۳۴۵۶۷')).toBeNull();
    expect(phoneError('٠٩١٢١٢٣٤٥٦٧')).toBeNull();
    expect(phoneError('0912 123 4567')).toBeNull();
    expect(phoneError('۰۹۱۲')).toBe(phoneText.invalid);
    expect(phoneError('02112345678')).toBe(phoneText.invalid);
  });

  it('accepts a 4–6 digit code in any digit set, with the screen’s own message otherwise', () => {
    expect(codeError('۱۲٣45')).toBeNull();
    expect(codeError('12')).toBe(phoneText.codeInvalid);
    expect(codeError('12', 'کد بازیابی نادرست است')).toBe('کد بازیابی نادرست است');
  });

  it('explains why a code was not sent', () => {
    expect(codeRequestFailure({ isError: false, error: null, data: { status: 1, message: 'ok' } })).toBeNull();
    expect(codeRequestFailure({ isError: false, error: null, data: { status: 0, message: 'صبر کنید' } })).toBe(
      'صبر کنید',
    );
    expect(codeRequestFailure({ isError: false, error: null, data: { status: 0, message: '' } })).toBe(errors.sendCode);
    expect(codeRequestFailure({ isError: true, error: new ApiError(500) })).toBe(errors.sendCode);
    expect(codeRequestFailure({ isError: true, error: new ApiError(429, 'بیش از حد') })).toBe('بیش از حد');
  });
});
