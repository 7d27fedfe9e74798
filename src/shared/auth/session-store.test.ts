import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, makeToken } from '@/testing/fixtures';
import { MAX_TIMER_MS } from './jwt';
import { createSessionStore, watchExpiry } from './session-store';
import { ACCESS_TOKEN_KEY, readStoredToken } from './token-storage';

describe('session store', () => {
  it('stores the access token under accessToken on sign-in and forgets it on clear', () => {
    const store = createSessionStore();
    const result = loginAs('teacher');
    store.signIn(result);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(result.access);
    expect(store.get().user?.role).toBe('teacher');
    store.clear();
    expect(readStoredToken()).toBeNull();
    expect(store.get()).toEqual({ access: null, user: null });
  });

  it('restores the token a previous visit stored', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored');
    expect(createSessionStore().get().access).toBe('stored');
  });
});

describe('expiry timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires exactly when the token expires', () => {
    const onExpired = vi.fn();
    watchExpiry(makeToken({ expiresInS: 30 }), onExpired);
    vi.advanceTimersByTime(29_000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it.each([
    ['already expired', makeToken({ expiresInS: -1 })],
    ['not a JWT', 'garbage'],
    ['without exp', `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"student"}')}.sig`],
  ])('fires at once for a token %s', (_, token) => {
    const onExpired = vi.fn();
    watchExpiry(token, onExpired);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('does not fire early for an expiry beyond setTimeout’s 24.8-day limit', () => {
    const onExpired = vi.fn();
    watchExpiry(makeToken({ expiresInS: 60 * 86400 }), onExpired);
    vi.advanceTimersByTime(MAX_TIMER_MS + 1000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 86400 * 1000);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('can be cancelled (logout before expiry)', () => {
    const onExpired = vi.fn();
    const cancel = watchExpiry(makeToken({ expiresInS: 5 }), onExpired);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
