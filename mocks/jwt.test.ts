// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFRESH_TTL_S, decodeJwtPayload, remintTokens, roleFromAuthorization } from './jwt.ts';

const signIn = {
  access: 'old.access.token',
  refresh: 'old.refresh.token',
  user: { id: 201, username: 'teacher', role: 'teacher' },
  classes: [],
};

describe('remintTokens', () => {
  it('mints three-part JWTs for the answer’s user with real expiry times', async () => {
    const result = (await remintTokens(signIn, 60, 1_000)) as typeof signIn;
    expect(result.classes).toBe(signIn.classes);
    const [header, , signature] = result.access.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeJwtPayload(result.access)).toEqual({
      token_type: 'access',
      user_id: 201,
      username: 'teacher',
      role: 'teacher',
      iat: 1_000,
      exp: 1_060,
    });
    expect(decodeJwtPayload(result.refresh)).toMatchObject({ token_type: 'refresh', exp: 1_000 + REFRESH_TTL_S });
    expect(roleFromAuthorization(`Bearer ${result.access}`)).toBe('teacher');
  });
  it('leaves other bodies alone', async () => {
    const users = { users: [{ username: 'school' }] };
    expect(await remintTokens(users, 60)).toBe(users);
    expect(await remintTokens({ detail: 'x' }, 60)).toEqual({ detail: 'x' });
    expect(await remintTokens(null, 60)).toBeNull();
  });
});

describe('decodeJwtPayload', () => {
  it('rejects what is not a JWT', () => {
    expect(decodeJwtPayload('abc')).toBeUndefined();
    expect(decodeJwtPayload('a.!!!.c')).toBeUndefined();
    expect(decodeJwtPayload(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeUndefined();
  });
});
