/** localStorage key of the access token (README, product rules: constants). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** localStorage key of the refresh token. */
export const REFRESH_TOKEN_KEY = 'refreshToken';

export function readStoredToken(): string | null {
  return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function storeTokens(access: string, refresh?: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  if (refresh) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
}

export function clearStoredTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}
