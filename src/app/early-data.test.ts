import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/shared/config';
import { example } from '@/testing/handlers';
import { server } from '@/testing/setup';
import { adoptEarlyRequests, type EarlyRequest } from './early-data';

const STATUS = '/status';
const CONTACT = '/public/contact-info/';

/** An early request as index.html's script makes it, answered with `body` and `status`. */
function early(path: string, body: unknown, status = 200, url = `${apiBaseUrl()}${path}`): EarlyRequest {
  return { url, response: Promise.resolve(new Response(JSON.stringify(body), { status })) };
}

/** Counts the calls that reach the (mock) server for `path`, answering `body`. */
function countCalls(path: string, body: unknown) {
  let calls = 0;
  server.use(
    http.get(`*${path}`, () => {
      calls++;
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return () => calls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('adoptEarlyRequests', () => {
  it('puts early answers in the cache under the path, without asking the server again', async () => {
    const maintenance = example('getServiceStatus', 'maintenance');
    const contact = example('getContactInfo', 'current');
    const calls = countCalls(STATUS, {});
    const queries = client();
    const adopted = adoptEarlyRequests(queries, {
      [STATUS]: early(STATUS, maintenance),
      [CONTACT]: early(CONTACT, contact),
    });
    expect(adopted).toEqual([STATUS, CONTACT]);
    await waitFor(() => expect(queries.getQueryData([STATUS])).toEqual(maintenance));
    expect(queries.getQueryData([CONTACT])).toEqual(contact);
    expect(calls()).toBe(0);
  });

  it('asks the server through the client when the early answer failed', async () => {
    const active = example('getServiceStatus', 'active');
    const calls = countCalls(STATUS, active);
    const queries = client();
    adoptEarlyRequests(queries, { [STATUS]: early(STATUS, { detail: 'down' }, 503) });
    await waitFor(() => expect(queries.getQueryData([STATUS])).toEqual(active));
    expect(calls()).toBe(1);
  });

  it('asks again when the early request went to another base URL than the one in force', async () => {
    const active = example('getServiceStatus', 'active');
    const calls = countCalls(STATUS, active);
    const queries = client();
    const stale = early(STATUS, example('getServiceStatus', 'maintenance'), 200, `https://old.example${STATUS}`);
    adoptEarlyRequests(queries, { [STATUS]: stale });
    await waitFor(() => expect(queries.getQueryData([STATUS])).toEqual(active));
    expect(calls()).toBe(1);
  });

  it('consumes the early requests once and adopts nothing without them', () => {
    window.__early = { [STATUS]: early(STATUS, {}) };
    expect(adoptEarlyRequests(client())).toEqual([STATUS]);
    expect(window.__early).toBeUndefined();
    expect(adoptEarlyRequests(client())).toEqual([]);
  });
});
