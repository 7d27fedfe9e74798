import { getLoginResponseMock } from '@/api/generated/endpoints/auth/auth.msw';
import type { LoginSuccess, Role } from '@/api/generated/model';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A three-part JWT like the server's, expiring `expiresInS` seconds from now (negative: expired). */
export function makeToken({
  role = 'student',
  expiresInS = 3600,
  userId,
}: { role?: Role; expiresInS?: number; userId?: number } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  const claims = { role, exp, username: role, ...(userId === undefined ? {} : { user_id: userId }) };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** The contract's first login example (a student), re-issued for `role` with a live token. */
export function loginAs(role: Role = 'student', expiresInS = 3600): LoginSuccess {
  const example = getLoginResponseMock() as LoginSuccess;
  return {
    ...example,
    access: makeToken({ role, expiresInS }),
    refresh: makeToken({ role, expiresInS: 7 * 86400 }),
    user: { ...example.user, role, username: role },
  };
}
