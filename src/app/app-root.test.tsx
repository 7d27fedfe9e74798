import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetServiceStatusQueryKey } from '@/api/generated/endpoints/misc/misc';
import { t as maintenance } from '@/features/system/maintenance/strings';
import { example, failing, handling, type AnswerOf } from '@/testing/handlers';
import { server } from '@/testing/setup';
import { AppRoot } from './app-root';
import { AppProviders } from './providers';

const PAGE_TITLE = 'صفحهٔ آزمایشی';

/** The app's root route around one page, as main.tsx mounts it (no retry delays: tests wait). */
function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter([
    { element: <AppRoot />, children: [{ path: '/', element: <h1>{PAGE_TITLE}</h1> }] },
  ]);
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return client;
}

/** A /status call that answers only when the test releases it, with a contract example. */
function heldStatus() {
  let release: (name: 'active' | 'maintenance') => void = () => {};
  const answer = new Promise<AnswerOf<'getServiceStatus'>>((resolve) => {
    release = (name) => resolve(example('getServiceStatus', name));
  });
  server.use(handling('getServiceStatus', () => answer));
  return { release: (name: 'active' | 'maintenance') => release(name) };
}

const page = () => screen.queryByRole('heading', { level: 1, name: PAGE_TITLE });
const maintenanceTitle = () => screen.queryByRole('heading', { level: 1, name: maintenance.title });

describe('status gate', () => {
  it('shows the page at once: the first paint does not wait for /status', async () => {
    heldStatus();
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(maintenanceTitle()).not.toBeInTheDocument();
  });

  it('replaces the page with the maintenance screen when `maintenance` arrives after it', async () => {
    const status = heldStatus();
    renderApp();
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLE });
    status.release('maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: maintenance.title })).toBeVisible();
    expect(page()).not.toBeInTheDocument();
  });

  it('keeps the page when the status is active', async () => {
    const status = heldStatus();
    const client = renderApp();
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLE });
    status.release('active');
    await waitFor(() => expect(client.getQueryState(getGetServiceStatusQueryKey())?.status).toBe('success'));
    expect(page()).toBeVisible();
    expect(maintenanceTitle()).not.toBeInTheDocument();
  });

  it('keeps routing when the status call fails, after its retries', async () => {
    server.use(failing('getServiceStatus', 500));
    const client = renderApp();
    await waitFor(() => expect(client.getQueryState(getGetServiceStatusQueryKey())?.status).toBe('error'));
    // Two retries after the first call (app-root.tsx), then the page stays.
    expect(client.getQueryState(getGetServiceStatusQueryKey())?.fetchFailureCount).toBe(3);
    expect(page()).toBeVisible();
    expect(maintenanceTitle()).not.toBeInTheDocument();
  });
});
