import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/fixtures';
import { msUntilExpiry, readClaims } from './jwt';

describe('token claims', () => {
  it('reads exp and role from a three-part JWT', () => {
    const claims = readClaims(makeToken({ role: 'teacher', expiresInS: 60 }));
    expect(claims?.role).toBe('teacher');
    expect(claims!.exp * 1000).toBeGreaterThan(Date.now());
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['garbage', 'not-a-token'],
    ['undecodable payload', 'eyJhbGciOiJIUzI1NiJ9.%%%.sig'],
    ['no exp', `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"student"}')}.sig`],
    ['exp not a number', `${btoa('{"alg":"HS256"}')}.${btoa('{"exp":"soon"}')}.sig`],
  ])('refuses a token that is %s', (_, token) => {
    expect(readClaims(token)).toBeNull();
    expect(msUntilExpiry(token)).toBeNull();
  });

  it('measures the time left, negative once expired', () => {
    const now = Date.now();
    expect(msUntilExpiry(makeToken({ expiresInS: 10 }), now)).toBeGreaterThan(9000);
    expect(msUntilExpiry(makeToken({ expiresInS: -5 }), now)).toBeLessThan(0);
  });
});
