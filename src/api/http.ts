import { ApiError } from './api-error';
import { readStoredToken } from '@/shared/auth/token-storage';
import { reportUnauthorized } from '@/shared/auth/unauthorized';
import { apiBaseUrl } from '@/shared/config';

/** Timeout of every call, in milliseconds (README, product rules: constants). */
export const REQUEST_TIMEOUT_MS = 20_000;

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The orval mutator: every generated hook calls the server through here.
 * Adds the base URL, the bearer token and a 20 s timeout; rejects non-2xx answers with an
 * ApiError carrying the server's `detail` or the generic Persian fallback, and reports a refused
 * token (401) to the session.
 */
export async function http<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  // Prism only returns an error example when the request accepts its media type.
  headers.set('Accept', 'application/json');
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${url}`, {
      ...init,
      headers,
      signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(0);
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, serverMessage(body), body);
    // Any screen's 401 ends the session the same way (README, product rules: states expiry); without a token it is a
    // wrong password or code, which the sign-in form shows itself.
    if (response.status === 401 && token) reportUnauthorized(token, error);
    throw error;
  }
  return body as T;
}

export default http;

/** orval types every hook's error as this (instead of the contract's error body). */
export type ErrorType<_Body> = ApiError;
