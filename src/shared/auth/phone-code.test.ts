import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { errors } from '@/shared/i18n/errors';
import { codeRequestFailure } from './phone-code';

describe('code requests', () => {
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
