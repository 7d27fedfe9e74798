import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SomethingWentWrongScreen } from './something-went-wrong-screen';
import { t } from './strings';

const technical = new TypeError("Cannot read properties of undefined (reading 'first_name')");

function Broken(): never {
  throw technical;
}

/** Only Mantine and a data router around it — no session, no query client. */
function renderInRouter(path: string, onRetry = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/broken', element: <Broken />, errorElement: <SomethingWentWrongScreen onRetry={onRetry} /> },
      { path: '/something-went-wrong', element: <SomethingWentWrongScreen onRetry={onRetry} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return onRetry;
}

describe('SomethingWentWrongScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a route that failed to render, logs the error and shows no technical detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInRouter('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.queryByText(/TypeError/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(technical);
  });

  it('stands alone at /something-went-wrong without logging anything', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInRouter('/something-went-wrong');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('offers a retry and a full-page way home', async () => {
    const onRetry = renderInRouter('/something-went-wrong');
    await userEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/');
  });
});
