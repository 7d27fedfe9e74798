import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { getGetServiceStatusQueryOptions, getGetServiceStatusUrl } from '@/api/generated/endpoints/misc/misc';
import { getGetContactInfoQueryOptions, getGetContactInfoUrl } from '@/api/generated/endpoints/public/public';
import { apiBaseUrl } from '@/shared/config';

/** A GET that index.html started before the app's code arrived (see vite.config.ts, firstPaint). */
export interface EarlyRequest {
  /** Full URL asked for (base URL + path). */
  url: string;
  /** The answer, or null when the network failed. */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** Set by the inline script of the built index.html, keyed by API path (`/status`). */
    __early?: Record<string, EarlyRequest>;
  }
}

type EarlyQuery = Pick<UseQueryOptions<unknown, Error, unknown, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * The generated query (key and call) of each GET that index.html may start early (EARLY_START in
 * vite.config.ts), by API path: the cache entry is the one the generated hooks read, whatever key
 * format orval gives it. An early GET missing here is not adopted, and its screen asks again.
 */
const earlyQueries: Record<string, () => EarlyQuery> = {
  [getGetServiceStatusUrl()]: () => getGetServiceStatusQueryOptions(),
  [getGetContactInfoUrl()]: () => getGetContactInfoQueryOptions(),
};

/**
 * Puts the GETs that index.html started early into the query cache, under the generated hooks'
 * keys, so the screens that need them find them in flight instead of asking again. An early answer
 * that failed, or was asked of another base URL than the one in force, is replaced by the generated
 * call (with the API client's errors and retries). Returns the paths taken over; the early requests
 * are consumed once.
 */
export function adoptEarlyRequests(client: QueryClient, early = window.__early): string[] {
  delete window.__early;
  const adopted: string[] = [];
  for (const [path, request] of Object.entries(early ?? {})) {
    const { queryKey, queryFn } = earlyQueries[path]?.() ?? {};
    if (!queryKey || typeof queryFn !== 'function') continue;
    void client.prefetchQuery({
      queryKey,
      queryFn: async (context) => {
        const answer = await earlyAnswer(path, request);
        return answer ? answer.body : queryFn(context);
      },
    });
    adopted.push(path);
  }
  return adopted;
}

/** The early answer's body when it succeeded for the base URL in force; otherwise undefined. */
async function earlyAnswer(path: string, request: EarlyRequest): Promise<{ body: unknown } | undefined> {
  if (request.url !== `${apiBaseUrl()}${path}`) return undefined;
  try {
    const response = await request.response;
    // A retry finds the body already read: json() throws and the generated call asks again.
    if (response?.ok) return { body: (await response.json()) as unknown };
  } catch {
    // Unreadable or already read: the generated call below decides.
  }
  return undefined;
}
