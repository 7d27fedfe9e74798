/**
 * Unsigned-but-well-formed JWTs for the mock gateway. Prism can only return the contract's
 * fixed example tokens (which expire in 2100), so the gateway re-mints them after sign-in with
 * a real `exp`: that makes the app's expiry timer and refresh logic observable in development.
 * Nothing verifies the signature; Prism accepts any bearer token.
 */
import { ROLES, type Role } from './demo-accounts.js';

export const ACCESS_TTL_S = 8 * 60 * 60;
export const REFRESH_TTL_S = 7 * 24 * 60 * 60;

export interface TokenClaims {
  token_type: 'access' | 'refresh';
  user_id: number;
  username: string;
  role: Role;
  iat: number;
  exp: number;
}

const HEADER = { alg: 'HS256', typ: 'JWT' };
const SIGNATURE = Buffer.from('mock-signature-not-verified').toString('base64url');

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function mintToken(claims: TokenClaims): string {
  return `${encode(HEADER)}.${encode(claims)}.${SIGNATURE}`;
}

/** The payload of a JWT without verifying it, or undefined when it is not a JWT. */
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

/** The demo role of an `Authorization: Bearer <jwt>` header, if it names one. */
export function roleFromAuthorization(header: string | undefined): Role | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  const role = match?.[1] ? decodeJwtPayload(match[1])?.role : undefined;
  return ROLES.find((known) => known === role);
}

/**
 * Replaces `access` and `refresh` of a sign-in answer (login 200 / register 201) with tokens
 * for the answer's own `user`, so the claims always agree with the body. Other bodies (the
 * phone flow's `users` list, errors) come back unchanged.
 */
export function remintTokens(body: unknown, accessTtlS: number, nowS = Math.floor(Date.now() / 1000)): unknown {
  if (!body || typeof body !== 'object' || !('access' in body)) return body;
  const user = (body as { user?: { id?: unknown; username?: unknown; role?: unknown } }).user;
  const role = ROLES.find((known) => known === user?.role);
  if (typeof user?.id !== 'number' || typeof user.username !== 'string' || !role) return body;
  const base = { user_id: user.id, username: user.username, role, iat: nowS };
  return {
    ...body,
    access: mintToken({ token_type: 'access', ...base, exp: nowS + accessTtlS }),
    refresh: mintToken({ token_type: 'refresh', ...base, exp: nowS + REFRESH_TTL_S }),
  };
}
