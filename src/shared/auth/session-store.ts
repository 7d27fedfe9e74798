import type { ActiveUser, LoginSuccess } from '@/api/generated/model';
import { MAX_TIMER_MS, msUntilExpiry } from './jwt';
import { clearStoredTokens, readStoredToken, storeTokens } from './token-storage';

/** The signed-in session (README, product rules: records auth state, without the per-form loading flags). */
export interface Session {
  access: string | null;
  user: ActiveUser | null;
}

type Listener = () => void;

/** A tiny external store so the session is readable outside React (the HTTP mutator, tests). */
export function createSessionStore() {
  let state: Session = { access: readStoredToken(), user: null };
  const listeners = new Set<Listener>();
  const set = (next: Session) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    get: (): Session => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stores the tokens and the user of a successful sign-in. */
    signIn(result: LoginSuccess): void {
      storeTokens(result.access, result.refresh);
      set({ access: result.access, user: result.user });
    },
    setUser(user: ActiveUser | null): void {
      set({ ...state, user });
    },
    /** Forgets tokens and user (logout, expiry, refused token). */
    clear(): void {
      clearStoredTokens();
      set({ access: null, user: null });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Calls `onExpired` when `token` expires — at once when it already has, or when it is not a
 * decodable JWT with `exp`. Long expiries are re-checked in steps because setTimeout overflows.
 * Returns a function that cancels the timer.
 */
export function watchExpiry(token: string, onExpired: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const remaining = msUntilExpiry(token, now());
    if (remaining === null || remaining <= 0) {
      onExpired();
      return;
    }
    timer = setTimeout(check, Math.min(remaining, MAX_TIMER_MS));
  };
  check();
  return () => clearTimeout(timer);
}
