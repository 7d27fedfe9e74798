/** localStorage key that overrides the API base URL (e.g. to point a build at a staging server). */
export const API_BASE_URL_KEY = 'apiBaseUrl';

/** Base URL of every call: the stored override, else `VITE_API_BASE_URL`, else same-origin `/api`. */
export function apiBaseUrl(): string {
  const stored = globalThis.localStorage?.getItem(API_BASE_URL_KEY);
  const configured: string | undefined = import.meta.env.VITE_API_BASE_URL;
  return (stored || configured || '/api').replace(/\/$/, '');
}
