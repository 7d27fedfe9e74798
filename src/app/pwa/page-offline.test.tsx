import { onlineManager, QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { missingFile, PageError } from './page-offline';
import { pwaText } from './strings';

const FRAME = 'منوی برنامه';
const ROOT_ERROR = 'خطای ریشه';

/** A root with its own error screen, a layout (the frame) and its pages under PageError, as routes/trees.tsx mounts them. */
function mountAt(path: string) {
  const fail = (error: Error) => () => Promise.reject(error);
  const router = createMemoryRouter(
    [
      {
        errorElement: <p>{ROOT_ERROR}</p>,
        element: (
          <main>
            <nav>{FRAME}</nav>
            <Outlet />
          </main>
        ),
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                path: '/report',
                lazy: fail(new TypeError('Failed to fetch dynamically imported module: /assets/report.js')),
              },
              { path: '/broken', lazy: fail(new Error('a bug')) },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a page whose code cannot be fetched', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offline: says so inside the frame, with the menu still there', async () => {
    onlineManager.setOnline(false);
    try {
      mountAt('/report');
      expect(await screen.findByText(pwaText.pageOffline.title)).toBeInTheDocument();
      expect(screen.getByText(FRAME)).toBeInTheDocument();
      expect(screen.queryByText(ROOT_ERROR)).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('online: says a new build replaced it', async () => {
    mountAt('/report');
    expect(await screen.findByText(pwaText.pageReplaced.title)).toBeInTheDocument();
    expect(screen.getByText(FRAME)).toBeInTheDocument();
  });

  it('names the file to try before reloading', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/report-screen-B1x.js',
    );
    expect(missingFile(chromium)).toBe('/assets/report-screen-B1x.js');
    expect(missingFile(new Error('Unable to preload CSS for /assets/mantine-charts-C9.css'))).toBe(
      '/assets/mantine-charts-C9.css',
    );
    expect(missingFile(new Error('a bug'))).toBeUndefined();
  });

  it('any other error still reaches the root’s error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mountAt('/broken');
    expect(await screen.findByText(ROOT_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(pwaText.pageOffline.title)).toBeNull();
  });
});
