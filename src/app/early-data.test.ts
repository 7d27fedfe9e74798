import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetServiceStatusQueryKey, getGetServiceStatusUrl } from '@/api/generated/endpoints/misc/misc';
import { getGetContactInfoQueryKey, getGetContactInfoUrl } from '@/api/generated/endpoints/public/public';
import { apiBaseUrl } from '@/shared/config';
import { example, handling, type AnswerOf } from '@/testing/handlers';
import { server } from '@/testing/setup';
import { adoptEarlyRequests, type EarlyRequest } from './early-data';

// The paths index.html asks for early, and the keys the generated hooks read (whatever orval's key format).
const STATUS = getGetServiceStatusUrl();
const CONTACT = getGetContactInfoUrl();
const statusKey = getGetServiceStatusQueryKey();
const contactKey = getGetContactInfoQueryKey();

/** An early request as index.html's script makes it, answered with `body` and `status`. */
function early(path: string, body: unknown, status = 200, url = `${apiBaseUrl()}${path}`): EarlyRequest {
  return { url, response: Promise.resolve(new Response(JSON.stringify(body), { status })) };
}

/** Counts the status calls that reach the (mock) server, answering `answer`. */
function countStatusCalls(answer: AnswerOf<'getServiceStatus'>) {
  let calls = 0;
  server.use(
    handling('getServiceStatus', () => {
      calls++;
      return answer;
    }),
  );
  return () => calls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('adoptEarlyRequests', () => {
  it('puts early answers in the cache under the generated hooks’ keys, without asking the server again', async () => {
    const maintenance = example('getServiceStatus', 'maintenance');
    const contact = example('getContactInfo', 'current');
    // Never asked: the early answer is adopted.
    const calls = countStatusCalls(maintenance);
    const queries = client();
    const adopted = adoptEarlyRequests(queries, {
      [STATUS]: early(STATUS, maintenance),
      [CONTACT]: early(CONTACT, contact),
    });
    expect(adopted).toEqual([STATUS, CONTACT]);
    await waitFor(() => expect(queries.getQueryData(statusKey)).toEqual(maintenance));
    expect(queries.getQueryData(contactKey)).toEqual(contact);
    expect(calls()).toBe(0);
  });

  it('asks the server through the client when the early answer failed', async () => {
    const active = example('getServiceStatus', 'active');
    const calls = countStatusCalls(active);
    const queries = client();
    adoptEarlyRequests(queries, { [STATUS]: early(STATUS, { detail: 'down' }, 503) });
    await waitFor(() => expect(queries.getQueryData(statusKey)).toEqual(active));
    expect(calls()).toBe(1);
  });

  it('asks again when the early request went to another base URL than the one in force', async () => {
    const active = example('getServiceStatus', 'active');
    const calls = countStatusCalls(active);
    const queries = client();
    const stale = early(STATUS, example('getServiceStatus', 'maintenance'), 200, `https://old.example${STATUS}`);
    adoptEarlyRequests(queries, { [STATUS]: stale });
    await waitFor(() => expect(queries.getQueryData(statusKey)).toEqual(active));
    expect(calls()).toBe(1);
  });

  it('leaves alone an early GET it has no generated query for', () => {
    const queries = client();
    expect(adoptEarlyRequests(queries, { '/unknown/': early('/unknown/', {}) })).toEqual([]);
    expect(queries.getQueryCache().getAll()).toEqual([]);
  });

  it('consumes the early requests once and adopts nothing without them', () => {
    window.__early = { [STATUS]: early(STATUS, {}) };
    expect(adoptEarlyRequests(client())).toEqual([STATUS]);
    expect(window.__early).toBeUndefined();
    expect(adoptEarlyRequests(client())).toEqual([]);
  });
});
