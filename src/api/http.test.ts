import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/shared/auth/token-storage';
import { onUnauthorized } from '@/shared/auth/unauthorized';
import { API_BASE_URL_KEY } from '@/shared/config';
import { errors, messageOf } from '@/shared/i18n/errors';
import { server } from '@/testing/setup';
import { ApiError } from './api-error';
import { http, REQUEST_TIMEOUT_MS } from './http';

// The mutator does not know the contract's paths: these tests call made-up ones (/probe, /a, /b).
describe('the HTTP mutator', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the stored bearer token and Accept: application/json to the configured base URL', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    let seen: Headers | undefined;
    server.use(
      mswHttp.get('/api/probe', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ status: 'active' });
      }),
    );
    await expect(http('/probe')).resolves.toEqual({ status: 'active' });
    expect(seen?.get('authorization')).toBe('Bearer tok');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it('reports a 401 to a call that carried a token to the session, once, with that token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    server.use(mswHttp.get('/api/a', () => HttpResponse.json({ detail: errors.authentication }, { status: 401 })));
    const seen: string[] = [];
    const stop = onUnauthorized((token, error) => seen.push(`${token}:${error.status}`));
    await expect(http('/a')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(seen).toEqual(['tok:401']);
  });

  it('does not report a 401 to a call without a token (a wrong password), nor a 403', async () => {
    server.use(mswHttp.get('/api/a', () => HttpResponse.json({}, { status: 401 })));
    server.use(mswHttp.get('/api/b', () => HttpResponse.json({}, { status: 403 })));
    const seen: string[] = [];
    const stop = onUnauthorized((token) => seen.push(token));
    await expect(http('/a')).rejects.toMatchObject({ status: 401 });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    await expect(http('/b')).rejects.toMatchObject({ status: 403 });
    stop();
    expect(seen).toEqual([]);
  });

  it('uses a stored base URL override', async () => {
    localStorage.setItem(API_BASE_URL_KEY, 'http://staging.test/v2/');
    server.use(mswHttp.get('http://staging.test/v2/probe', () => HttpResponse.json({ status: 'maintenance' })));
    await expect(http('/probe')).resolves.toEqual({ status: 'maintenance' });
  });

  it('rejects a non-2xx answer with the server’s detail', async () => {
    server.use(mswHttp.get('/api/probe', () => HttpResponse.json({ detail: 'سرور در دسترس نیست' }, { status: 503 })));
    const error = await http('/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, serverMessage: 'سرور در دسترس نیست' });
    expect(messageOf(error, errors.login)).toBe('سرور در دسترس نیست');
  });

  it('reads `message` when there is no detail, and falls back to the screen’s catalogued text otherwise', async () => {
    server.use(mswHttp.get('/api/a', () => HttpResponse.json({ message: 'پیام قدیمی' }, { status: 400 })));
    expect(messageOf(await http('/a').catch((e: unknown) => e), errors.login)).toBe('پیام قدیمی');
    server.use(mswHttp.get('/api/b', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    expect(messageOf(await http('/b').catch((e: unknown) => e), errors.login)).toBe(errors.login);
  });

  it('reports a network failure with the generic «error communicating with the server»', async () => {
    server.use(mswHttp.get('/api/probe', () => HttpResponse.error()));
    const error = await http('/probe').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(messageOf(error, errors.login)).toBe(errors.generic);
  });

  it('gives up after 20 seconds with the «error communicating with the server» message', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    vi.useFakeTimers();
    // Node's AbortSignal.timeout keeps its own clock; this one runs on the fake timers.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    server.use(
      mswHttp.get('/api/probe', async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 'active' });
      }),
    );
    let outcome: unknown = 'pending';
    void http('/probe').then(
      (body) => (outcome = body),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toBeInstanceOf(ApiError));
    expect(outcome).toMatchObject({ status: 0 });
    expect(messageOf(outcome, errors.login)).toBe(errors.generic);
  });
});
