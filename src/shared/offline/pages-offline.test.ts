import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetMyHomeworkDashboardQueryKey, getGetProfileQueryKey } from '@/api/generated/endpoints/member/member';
import { getGetContactInfoQueryKey } from '@/api/generated/endpoints/public/public';
import { getGetServiceStatusQueryKey } from '@/api/generated/endpoints/misc/misc';
import { ACCESS_TOKEN_KEY } from '@/shared/auth/token-storage';
import { makeToken } from '@/testing/fixtures';
import { keepOfflinePages, restoreOfflinePages } from './pages-offline';
import { forgetOfflinePages, OFFLINE_PAGES_KEY } from './pages-owner';

const SARA = 101;
const DASHBOARD = getGetMyHomeworkDashboardQueryKey();
const signInAs = (role: 'student' | 'teacher', userId: number) =>
  localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ role, userId }));

/** What a client that kept pages left in storage, once its throttled write has happened. */
async function keptBy(client: QueryClient): Promise<void> {
  const stop = keepOfflinePages(client);
  client.setQueryData(DASHBOARD, { greeting: 'سلام سارا' });
  client.setQueryData(getGetServiceStatusQueryKey(), { status: 'maintenance' });
  await vi.waitFor(() => expect(client.getQueryData(getGetProfileQueryKey())).toBeDefined(), { timeout: 3000 });
  await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_PAGES_KEY)).toContain('province'), { timeout: 3000 });
  stop();
}

afterEach(() => {
  localStorage.clear();
});

describe('a pupil’s pages kept on the device', () => {
  it('come back for the same pupil, without the service status', async () => {
    signInAs('student', SARA);
    await keptBy(new QueryClient());

    const next = new QueryClient();
    await restoreOfflinePages(next);
    expect(next.getQueryData(DASHBOARD)).toEqual({ greeting: 'سلام سارا' });
    // The profile the session starts from, which a sign-in does not fetch, is kept too.
    expect(next.getQueryData(getGetProfileQueryKey())).toMatchObject({ id: expect.any(Number) });
    // A kept «maintenance» would hold the app closed: the status is always asked anew.
    expect(next.getQueryData(getGetServiceStatusQueryKey())).toBeUndefined();
  });

  it('are dropped, never shown, for another pupil or for staff', async () => {
    signInAs('student', SARA);
    await keptBy(new QueryClient());

    signInAs('student', 102);
    const other = new QueryClient();
    await restoreOfflinePages(other);
    expect(other.getQueryData(DASHBOARD)).toBeUndefined();

    signInAs('student', SARA);
    await keptBy(new QueryClient());
    signInAs('teacher', 7);
    const teacher = new QueryClient();
    await restoreOfflinePages(teacher);
    expect(teacher.getQueryData(DASHBOARD)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_PAGES_KEY)).toBeNull();
  });

  it('are emptied when nobody is signed in any more, and forgotten on signing out', async () => {
    signInAs('student', SARA);
    const client = new QueryClient();
    const stop = keepOfflinePages(client);
    client.setQueryData(DASHBOARD, { greeting: 'سلام سارا' });
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_PAGES_KEY)).toContain('سلام سارا'), { timeout: 3000 });

    localStorage.removeItem(ACCESS_TOKEN_KEY);
    client.clear();
    client.setQueryData(getGetContactInfoQueryKey(), { phone: '021' });
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_PAGES_KEY)).not.toContain('سلام سارا'), {
      timeout: 3000,
    });
    stop();
    forgetOfflinePages();
    expect(localStorage.getItem(OFFLINE_PAGES_KEY)).toBeNull();
  });
});
