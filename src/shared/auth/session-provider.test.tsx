import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { makeToken } from '@/testing/fixtures';
import { failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { RequireRole } from './guards';
import { useSession } from './session-context';
import { ACCESS_TOKEN_KEY } from './token-storage';

function Probe() {
  const { user, loading, authenticated } = useSession();
  const { pathname, search } = useLocation();
  return (
    <dl>
      <dt>where</dt>
      <dd data-testid="where">{`${pathname}${search}`}</dd>
      <dt>state</dt>
      <dd data-testid="state">{loading ? 'loading' : authenticated ? `in:${user?.username}` : 'out'}</dd>
    </dl>
  );
}

/** A page reading the same profile call as the session (as /profile does). */
function ProfileReader() {
  const profile = useGetProfile(undefined, { query: { retry: false } });
  return (
    <>
      <button type="button" onClick={() => void profile.refetch()}>
        read again
      </button>
      {profile.isError && <p>read failed</p>}
    </>
  );
}

const tree = (
  <Routes>
    <Route path="*" element={<Probe />} />
  </Routes>
);

describe('session restore and expiry', () => {
  it('restores the user from the profile call for a stored, live token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 600 }));
    renderWithApp(tree, { route: '/student', keepStorage: true });
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(await screen.findByText('in:student')).toBeInTheDocument();
  });

  it('never reads as signed out while a stored session is restored (a guard would send the user to login)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 600 }));
    const seen: string[] = [];
    function Recorder() {
      const { loading, authenticated } = useSession();
      seen.push(loading ? 'loading' : authenticated ? 'in' : 'out');
      return null;
    }
    renderWithApp(
      <>
        {tree}
        <Recorder />
      </>,
      { route: '/student', keepStorage: true },
    );
    expect(await screen.findByText('in:student')).toBeInTheDocument();
    expect(seen).not.toContain('out');
  });

  it.each([
    ['a 500', failing('getProfile', 500, errors.generic)],
    ['no network', handling('getProfile', () => HttpResponse.error())],
  ])('keeps the token when the restore fails with %s, and offers a retry that works', async (_, handler) => {
    server.use(handler);
    const token = makeToken({ expiresInS: 600 });
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    renderWithApp(
      <Routes>
        <Route element={<RequireRole role="student" />}>
          <Route path="/student" element={<Probe />} />
        </Route>
        <Route path="*" element={<Probe />} />
      </Routes>,
      { route: '/student', keepStorage: true },
    );
    expect(await screen.findByText(errors.profile)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByText('in:student')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/student');
  });

  it('keeps the user when a later read of the profile (a profile page) fails', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 600 }));
    renderWithApp(
      <>
        {tree}
        <ProfileReader />
      </>,
      { route: '/student', keepStorage: true },
    );
    expect(await screen.findByText('in:student')).toBeInTheDocument();
    server.use(failing('getProfile', 500));
    await userEvent.click(screen.getByRole('button', { name: 'read again' }));
    expect(await screen.findByText('read failed')).toBeInTheDocument();
    expect(screen.getByText('in:student')).toBeInTheDocument();
    expect(screen.queryByText(errors.profile)).not.toBeInTheDocument();
  });

  it('ends the session on a 401 from any call, as the expiry timer does, and keeps a later sign-in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 600 }));
    renderWithApp(
      <>
        {tree}
        <ProfileReader />
      </>,
      { route: '/profile?tab=2', keepStorage: true },
    );
    expect(await screen.findByText('in:student')).toBeInTheDocument();
    server.use(failing('getProfile', 401, errors.authentication));
    await userEvent.click(screen.getByRole('button', { name: 'read again' }));
    expect(await screen.findByText(errors.authentication)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login?returnTo=%2Fprofile%3Ftab%3D2');
  });

  it('drops a token the server refuses (401)', async () => {
    server.use(failing('getProfile', 401, errors.authentication));
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 600 }));
    renderWithApp(tree, { route: '/student', keepStorage: true });
    expect(await screen.findByText(errors.authentication)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['expired', makeToken({ expiresInS: -10 })],
    ['not a JWT', 'garbage'],
  ])('an %s stored token: alert, removed, sent to login with returnTo', async (_, token) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    renderWithApp(tree, { route: '/student', keepStorage: true });
    expect(await screen.findByText(errors.tokenExpired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login?returnTo=%2Fstudent'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('signs out when the live token runs out', async () => {
    // `exp` is whole seconds, so this token lives 2–3 s: long enough for the profile to load on a
    // busy CI machine before it runs out.
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({ expiresInS: 3 }));
    renderWithApp(tree, { route: '/profile', keepStorage: true });
    expect(await screen.findByText('in:student')).toBeInTheDocument();
    expect(await screen.findByText(errors.tokenExpired, {})).toBeInTheDocument();
    // The alert and the move to login are two renders: a loaded machine may show one before the other.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login?returnTo=%2Fprofile'));
  });
});
