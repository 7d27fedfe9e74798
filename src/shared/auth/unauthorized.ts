import type { ApiError } from '@/api/api-error';

type Listener = (token: string, error: ApiError) => void;

const listeners = new Set<Listener>();

/**
 * The one place a refused token is reported: the mutator calls `reportUnauthorized` for every 401
 * answer to a call that carried a token, and the session provider ends the session once, whatever
 * screen made the call. The token is passed so an answer to an old session's call cannot end a
 * newer one.
 */
export function reportUnauthorized(token: string, error: ApiError): void {
  listeners.forEach((listener) => listener(token, error));
}

/** Subscribes to refused tokens; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
