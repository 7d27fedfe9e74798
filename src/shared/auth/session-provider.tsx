import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import type { LoginSuccess } from '@/api/generated/model';
import { ApiError } from '@/api/api-error';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { forgetOfflinePages } from '@/shared/offline/pages-owner';
import { notify } from '@/shared/ui/notify';
import { msUntilExpiry } from './jwt';
import { SessionContext, type SessionValue } from './session-context';
import { createSessionStore, watchExpiry, type SessionStore } from './session-store';
import { onUnauthorized } from './unauthorized';

const defaultStore = createSessionStore();

function isUsable(token: string | null): token is string {
  return (msUntilExpiry(token) ?? 0) > 0;
}

/**
 * Owns the session: restores it from the stored token, watches expiry, signs in and out. Only a
 * refused token (a 401 from any call, or expiry) ends it; a restore that fails for any other
 * reason keeps the token and offers a retry (`restoreFailed`).
 */
export function SessionProvider({ children, store = defaultStore }: { children: ReactNode; store?: SessionStore }) {
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the session ends, so the expiry timer is not re-armed on every navigation.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const queryClient = useQueryClient();

  const needsProfile = isUsable(session.access) && !session.user;
  const profile = useGetProfile(undefined, {
    query: { enabled: needsProfile, retry: false },
  });

  /** Ends the session as README, product rules: states's expiry does: alert, tokens and cache gone, login with returnTo. */
  const end = useCallback(
    (message: string) => {
      store.clear();
      queryClient.clear();
      forgetOfflinePages();
      notify({ color: 'red', title: common.tokenExpiredTitle, message });
      const here = `${locationRef.current.pathname}${locationRef.current.search}`;
      navigate(here === paths.home ? paths.auth.login : paths.auth.loginHref(here), { replace: true });
    },
    [store, queryClient, navigate],
  );
  const expire = useCallback(() => end(errors.tokenExpired), [end]);

  useEffect(() => {
    if (!session.access) return undefined;
    return watchExpiry(session.access, expire);
  }, [session.access, expire]);

  // A 401 from any call, the restore's included. Several calls refused at once end it once: the
  // first clears the store, and the others' token is no longer the session's.
  useEffect(
    () =>
      onUnauthorized((token, error) => {
        if (token === store.get().access) end(messageOf(error, errors.authentication));
      }),
    [store, end],
  );

  useEffect(() => {
    if (profile.data && store.get().access) store.setUser(profile.data);
  }, [profile.data, store]);

  const signIn = useCallback(
    (result: LoginSuccess) => {
      if (!isUsable(result.access)) {
        expire();
        return false;
      }
      store.signIn(result);
      return true;
    },
    [store, expire],
  );

  const signOut = useCallback(() => {
    store.clear();
    queryClient.clear();
    forgetOfflinePages();
  }, [store, queryClient]);

  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);
  // A 401 is handled above (the session ends); anything else is an outage, not a sign-out.
  const outage =
    needsProfile && profile.isError && !(profile.error instanceof ApiError && profile.error.status === 401);
  const retrying = outage && profile.isFetching;

  const value = useMemo<SessionValue>(() => {
    const loading = needsProfile && profile.isPending;
    // The restored profile counts in the render it arrives in: waiting for the effect above to put
    // it in the store left one render signed out, and the role guard sent the user to login and back.
    const user = session.user ?? (needsProfile ? (profile.data ?? null) : null);
    return {
      user,
      role: user?.role ?? null,
      loading,
      authenticated: Boolean(user) && !loading,
      ...(outage ? { restoreFailed: { retry, retrying } } : {}),
      signIn,
      signOut,
    };
  }, [session.user, needsProfile, profile.isPending, profile.data, outage, retrying, retry, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
