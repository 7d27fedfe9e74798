import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { AppProviders } from '@/app/providers';
import { SessionProvider } from '@/shared/auth/session-provider';
import { createSessionStore } from '@/shared/auth/session-store';
import { clearStoredTokens } from '@/shared/auth/token-storage';
import { clearAllDrafts } from '@/shared/drafts/draft-store';
import { loginAs } from './fixtures';

export interface AppWrapperOptions {
  /** Starting URL of the in-memory router (default `/`). */
  route?: string;
  /** Signed-in role, or none (default: signed out). */
  signedInAs?: Role;
  /** Keep the token a test stored beforehand, as when a user comes back later (default false). */
  keepStorage?: boolean;
}

function freshStore(signedInAs?: Role, keepStorage = false) {
  if (!keepStorage) {
    clearStoredTokens();
    // Stories share one browser's storage: a message typed in one story is not another's draft.
    clearAllDrafts();
  }
  const store = createSessionStore();
  if (signedInAs) store.signIn(loginAs(signedInAs));
  return store;
}

/** The app's own providers around a screen, for stories and tests, with an in-memory router and a fresh session. */
export function AppWrapper({
  route = '/',
  signedInAs,
  keepStorage,
  children,
}: AppWrapperOptions & { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [store] = useState(() => freshStore(signedInAs, keepStorage));
  return (
    <AppProviders client={client}>
      {/* Navigation renders at once, not as a transition: a story runs on React's production build, without
          the development act that flushed transitions, and a check after a click sees the new address. */}
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </MemoryRouter>
    </AppProviders>
  );
}
