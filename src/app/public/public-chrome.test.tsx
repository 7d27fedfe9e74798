import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '@/app/layouts/public-layout';
import { AppProviders } from '@/app/providers';
import { isTenantHost, partners, socialLinks } from '@/shared/config/site';
import { renderWithApp } from '@/testing/render';
import { PartnerCarousel } from './partner-carousel';
import { t } from './strings';
import { TopBar } from './top-bar';

function layoutAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

// Embla watches slides with IntersectionObserver, which jsdom lacks (setup.ts covers only ResizeObserver).
class NoopIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= NoopIntersectionObserver as unknown as typeof IntersectionObserver;

afterEach(() => vi.unstubAllEnvs());

describe('partner carousel', () => {
  it('shows only on the home page', async () => {
    layoutAt('/');
    // Lazily loaded below the fold.
    expect(await screen.findByRole('heading', { name: t.partners.title })).toBeInTheDocument();
  });

  it('is absent on other public pages', () => {
    layoutAt('/about-us');
    expect(screen.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it.each([
    [1280, '4'],
    [800, '2'],
    [360, '1'],
  ])('at a %i px window shows %s per view', (width, perView) => {
    vi.stubGlobal('innerWidth', width);
    renderWithApp(<PartnerCarousel />);
    expect(screen.getByRole('region', { name: t.partners.region })).toHaveAttribute('data-per-view', perView);
    vi.unstubAllGlobals();
  });

  it('autoplays, except for users who prefer reduced motion', () => {
    const { unmount } = renderWithApp(<PartnerCarousel />);
    expect(screen.getByRole('region', { name: t.partners.region })).toHaveAttribute('data-autoplay', 'true');
    unmount();
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
    renderWithApp(<PartnerCarousel />);
    expect(screen.getByRole('region', { name: t.partners.region })).toHaveAttribute('data-autoplay', 'false');
    vi.unstubAllGlobals();
  });

  it('has arrows with eight partners and none with four', () => {
    const { unmount } = renderWithApp(<PartnerCarousel />);
    expect(screen.getByRole('button', { name: t.partners.next })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(8);
    unmount();
    renderWithApp(<PartnerCarousel partners={partners.slice(0, 4)} />);
    expect(screen.queryByRole('button', { name: t.partners.next })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.partners.previous })).not.toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows the product brand on ordinary hosts', () => {
    renderWithApp(<TopBar />);
    expect(screen.queryByText(t.tenant.caption)).not.toBeInTheDocument();
  });

  it('shows the tenant logo on a configured tenant host', () => {
    vi.stubEnv('VITE_TENANT_HOSTS', ' school.example.ir , LOCALHOST');
    expect(isTenantHost('School.Example.ir')).toBe(true);
    renderWithApp(<TopBar />);
    expect(screen.getByText(t.tenant.caption)).toBeInTheDocument();
  });

  it('opens the drawer from the burger and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithApp(<TopBar />, { route: '/faq' });
    await user.click(screen.getByRole('button', { name: t.openMenu }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: t.nav.faq })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: t.nav.about }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the login page', () => {
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/auth/login');
  });
});

describe('footer', () => {
  function dataRouterAt(handle?: object) {
    const router = createMemoryRouter(
      [{ element: <PublicLayout />, children: [{ path: '/faq', element: <p>page</p>, handle }] }],
      { initialEntries: ['/faq'] },
    );
    return render(
      <AppProviders client={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('shows social links that open in a new tab, and the contact details', () => {
    dataRouterAt();
    const footer = screen.getByRole('contentinfo');
    for (const link of socialLinks) {
      const anchor = within(footer).getByRole('link', { name: new RegExp(link.name) });
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).toHaveAttribute('href', link.path);
    }
    expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toHaveAttribute('href', '/contact-us');
    expect(footer).toHaveTextContent(/© [۰-۹]{4} /);
  });

  it('is left out by a route with handle { footer: false }', () => {
    dataRouterAt({ footer: false });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('is left out by the layout prop', () => {
    renderWithApp(<PublicLayout footer={false} />, { route: '/faq' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
