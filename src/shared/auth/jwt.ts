import { jwtDecode } from 'jwt-decode';

/** setTimeout overflows above 2^31−1 ms (~24.8 days) and would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
  role?: string;
  username?: string;
  /** The signed-in person's id. */
  user_id?: number;
}

/**
 * Reads the claims of an access token. Returns null for anything that is not a decodable
 * three-part JWT with a numeric `exp` claim (README, product rules: validation) — such a token is unusable.
 */
export function readClaims(token: string | null | undefined): TokenClaims | null {
  if (!token || token.split('.').length !== 3) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return { ...claims, exp: claims.exp };
  } catch {
    return null;
  }
}

/** Milliseconds until the token expires; 0 or less when expired; null when unusable. */
export function msUntilExpiry(token: string | null | undefined, now = Date.now()): number | null {
  const claims = readClaims(token);
  return claims ? claims.exp * 1000 - now : null;
}
