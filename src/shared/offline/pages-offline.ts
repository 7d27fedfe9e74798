/**
 * The pages a pupil last saw, kept on the device so the app opens without a connection (issue 30):
 * the answers of every successful call of theirs (React Query's cache) in localStorage, for one
 * pupil at a time. At start, before the first page renders, the kept answers of the pupil the
 * stored token names are put back (main.tsx); each is refetched as soon as a page uses it online,
 * and offline the page shows it under «اینترنت وصل نیست». Another user's kept pages are dropped,
 * never shown; signing out forgets them (session-provider.tsx). The service worker caches no API
 * answer (vite.config.ts, `PWA`): its cache is keyed by the address alone and shared by everyone
 * who uses the device.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/member/member';
import { getGetServiceStatusQueryKey } from '@/api/generated/endpoints/misc/misc';
import { OFFLINE_PAGES_KEY, offlinePagesOwner } from './pages-owner';

/** A week: older pages are not shown as the pupil's (their homework and goals have moved on). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Kept pages belong to one pupil: restoring them for anyone else drops them. */
const busterOf = (owner: number) => `pages-1:${owner}`;

const STATUS_KEY = getGetServiceStatusQueryKey()[0];

/**
 * Every successful answer but the service status: the status is read once and never refetched
 * (app-root.tsx), so a kept «maintenance» would hold the app closed after the service reopened.
 */
function keepQuery(query: Query): boolean {
  return query.state.status === 'success' && query.queryKey[0] !== STATUS_KEY;
}

/** Kept pages live as long as they may be shown (React Query drops unused answers after 5 minutes). */
function keepLonger(client: QueryClient): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: MAX_AGE_MS } });
}

const storage = (): Persister =>
  createAsyncStoragePersister({ storage: window.localStorage, key: OFFLINE_PAGES_KEY, retry: removeOldestQuery });

/**
 * Puts back the pages the stored token's pupil last saw (resolves at once for anyone else, after
 * dropping what another user left).
 */
export async function restoreOfflinePages(client: QueryClient): Promise<void> {
  const owner = offlinePagesOwner();
  const persister = storage();
  if (owner === null) return void (await persister.removeClient());
  keepLonger(client);
  await persistQueryClientRestore({ queryClient: client, persister, buster: busterOf(owner), maxAge: MAX_AGE_MS });
}

/**
 * Keeps the signed-in pupil's pages from now on, as they change (at most once a second); while
 * nobody is signed in (after signing out) what is kept is emptied. Returns the function that stops.
 */
export function keepOfflinePages(client: QueryClient): () => void {
  keepLonger(client);
  // The session starts from the profile (session-provider.tsx), which a sign-in does not fetch:
  // without it kept, a page opened offline would wait for it forever.
  void client.prefetchQuery(getGetProfileQueryOptions());
  const persister = storage();
  const perOwner: Persister = {
    ...persister,
    persistClient: (persisted) => {
      const owner = offlinePagesOwner();
      return persister.persistClient(
        owner === null
          ? { ...persisted, buster: '', clientState: { queries: [], mutations: [] } }
          : { ...persisted, buster: busterOf(owner) },
      );
    },
  };
  return persistQueryClientSubscribe({
    queryClient: client,
    persister: perOwner,
    buster: '',
    dehydrateOptions: { shouldDehydrateQuery: keepQuery, shouldDehydrateMutation: () => false },
  });
}
