import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { AppRoot } from './app-root';
import { AppProviders } from './providers';
import { routes } from './router';

const GUIDE = 'راهنما';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function mount(router: ReturnType<typeof createMemoryRouter>) {
  render(
    <AppProviders client={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the router', () => {
  // jsdom draws nothing, so it has no scrolling: ScrollRestoration's calls are recorded instead.
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leads /login, the address a parent types, to the sign-in page with its query', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/login?returnTo=%2Fstudent'] });
    mount(router);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.auth.login), { timeout: 5000 });
    expect(router.state.location.search).toBe('?returnTo=%2Fstudent');
  });

  it('opens a page reached by a link at its top, and puts the reader back on the way back', async () => {
    const router = createMemoryRouter([
      {
        element: <AppRoot />,
        children: [
          { path: '/', element: <Link to="/guide">{GUIDE}</Link> },
          { path: '/guide', element: <Where /> },
        ],
      },
    ]);
    mount(router);
    window.scrollY = 1844;
    await userEvent.click(await screen.findByRole('link', { name: GUIDE }));
    expect(await screen.findByLabelText('where')).toHaveTextContent('/guide');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await router.navigate(-1);
    await screen.findByRole('link', { name: GUIDE });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1844);
  });
});
