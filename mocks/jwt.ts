/**
 * The mock's tokens: the one place that signs them (`mintToken`) and the one that verifies them
 * (`verifyAccess`). Tokens are HS256 JWTs signed with a development secret (jose), so the mock
 * refuses what the real backend would: an edited payload, a past `exp`, `alg: none` or a refresh
 * token sent as the access token. Prism can only return the contract's fixed example tokens, so
 * the gateway re-mints them after sign-in with a real `exp` for the answer's own user.
 */
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from './demo-accounts.js';

export const ACCESS_TTL_S = 8 * 60 * 60;
export const REFRESH_TTL_S = 7 * 24 * 60 * 60;

/**
 * A development secret, public on purpose: it guards a demo, not data. `MOCK_JWT_SECRET` lets a
 * shared demo server use its own, so tokens forged with this one are refused there.
 */
const SECRET = new TextEncoder().encode(process.env.MOCK_JWT_SECRET ?? 'danesh-mock-development-secret-hs256');
const ALG = 'HS256';

export interface TokenClaims {
  token_type: 'access' | 'refresh';
  user_id: number;
  username: string;
  role: Role;
  iat: number;
  exp: number;
}

export function mintToken(claims: TokenClaims): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALG, typ: 'JWT' }).sign(SECRET);
}

/**
 * Tokens whose signature and claims were checked, with their claims: a token is verified once
 * (HMAC is most of a world call's cost) and only its `exp` again on each call, against that call's
 * clock. An edited token is another string, so it is verified afresh. Bounded: emptied when full.
 */
const verified = new Map<string, TokenClaims>();
const MAX_VERIFIED = 10_000;

/**
 * The claims of a valid access token, or undefined: a wrong signature, another `alg` (`none`
 * included), an `exp` not after `nowS` (the server's clock, not the machine's), a refresh token,
 * or claims of the wrong types.
 */
export async function verifyAccess(token: string, nowS: number): Promise<TokenClaims | undefined> {
  const known = verified.get(token);
  if (known) return known.exp > nowS ? known : undefined;
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: [ALG], currentDate: new Date(nowS * 1000) });
    const role = ROLES.find((known) => known === payload.role);
    if (payload.token_type !== 'access' || typeof payload.user_id !== 'number' || !role) return undefined;
    if (typeof payload.exp !== 'number') return undefined; // a token without exp never expires: refuse it
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, payload as unknown as TokenClaims);
    return payload as unknown as TokenClaims;
  } catch {
    return undefined;
  }
}

/** The bearer token of an `Authorization` header, if it has one. */
export const bearerOf = (header: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];

/** The payload of a JWT without verifying it (choosing an example, never deciding access). */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The demo role an `Authorization` header claims, unverified: only picks Prism's example. */
export function roleFromAuthorization(header: string | undefined): Role | undefined {
  const token = bearerOf(header);
  const role = token ? decodeJwtPayload(token)?.role : undefined;
  return ROLES.find((known) => known === role);
}

/**
 * Replaces `access` and `refresh` of a sign-in answer (login 200 / register 201) with tokens
 * for the answer's own `user`, so the claims always agree with the body. Other bodies (the
 * phone flow's `users` list, errors) come back unchanged.
 */
export async function remintTokens(
  body: unknown,
  accessTtlS: number,
  nowS = Math.floor(Date.now() / 1000),
): Promise<unknown> {
  if (!body || typeof body !== 'object' || !('access' in body)) return body;
  const user = (body as { user?: { id?: unknown; username?: unknown; role?: unknown } }).user;
  const role = ROLES.find((known) => known === user?.role);
  if (typeof user?.id !== 'number' || typeof user.username !== 'string' || !role) return body;
  const base = { user_id: user.id, username: user.username, role, iat: nowS };
  return {
    ...body,
    access: await mintToken({ token_type: 'access', ...base, exp: nowS + accessTtlS }),
    refresh: await mintToken({ token_type: 'refresh', ...base, exp: nowS + REFRESH_TTL_S }),
  };
}
