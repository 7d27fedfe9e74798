import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/api/http';
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

/**
 * Puts the GETs that index.html started early into the query cache, under the key the generated
 * hooks use for a GET without parameters (its path), so the screens that need them find them in
 * flight instead of asking again. An early answer that failed, or was asked of another base URL
 * than the one in force, is replaced by a normal call through the API client (with its errors and
 * retries). Returns the paths taken over; the early requests are consumed once.
 */
export function adoptEarlyRequests(client: QueryClient, early = window.__early): string[] {
  delete window.__early;
  const entries = Object.entries(early ?? {});
  for (const [path, request] of entries) {
    void client.prefetchQuery({
      queryKey: [path],
      queryFn: async ({ signal }) => {
        const answer = await earlyAnswer(path, request);
        return answer ? answer.body : http<unknown>(path, { signal });
      },
    });
  }
  return entries.map(([path]) => path);
}

/** The early answer's body when it succeeded for the base URL in force; otherwise undefined. */
async function earlyAnswer(path: string, request: EarlyRequest): Promise<{ body: unknown } | undefined> {
  if (request.url !== `${apiBaseUrl()}${path}`) return undefined;
  try {
    const response = await request.response;
    // A retry finds the body already read: json() throws and the client asks again.
    if (response?.ok) return { body: (await response.json()) as unknown };
  } catch {
    // Unreadable or already read: the normal call below decides.
  }
  return undefined;
}
