import { createContext, useContext } from 'react';
import type { ActiveUser, LoginSuccess, Role } from '@/api/generated/model';

export interface SessionValue {
  user: ActiveUser | null;
  role: Role | null;
  /** True while the stored token's profile is being fetched. */
  loading: boolean;
  /** A user is present and nothing is loading (README, product rules: states). */
  authenticated: boolean;
  /**
   * Present when the stored token's profile could not be read for a reason other than a refused
   * token (5xx, timeout, no network): the token is kept, `retry` asks again (`retrying` meanwhile). Absent otherwise.
   */
  restoreFailed?: { retry: () => void; retrying: boolean };
  /** Starts the session from a login or register answer; false when its token is unusable. */
  signIn: (result: LoginSuccess) => boolean;
  /** Ends the session and forgets every cached answer. */
  signOut: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; throws outside SessionProvider so a missing provider fails loudly. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
