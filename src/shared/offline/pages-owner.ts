import { readClaims } from '@/shared/auth/jwt';
import { readStoredToken } from '@/shared/auth/token-storage';

/** The localStorage key of the pages a pupil last saw (pages-offline.ts). */
export const OFFLINE_PAGES_KEY = 'offline-pages';

/**
 * The pupil whose pages this device keeps: the signed-in user of the stored token when a pupil,
 * else null (a visitor, or staff, whose pages are not kept: README, "Installable and offline").
 */
export function offlinePagesOwner(): number | null {
  const claims = readClaims(readStoredToken());
  return claims?.role === 'student' && typeof claims.user_id === 'number' ? claims.user_id : null;
}

/** Forgets the kept pages (signing out, a refused token): nothing of a pupil stays on a shared device. */
export function forgetOfflinePages(): void {
  globalThis.localStorage?.removeItem(OFFLINE_PAGES_KEY);
}
