import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '@/app/layouts/public-layout';
import { AppProviders } from '@/app/providers';
import { isTenantHost } from '@/shared/config/site';
import { toPersianDigits } from '@/shared/digits';
import { example } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { navLinks } from './nav-links';
import { t } from './strings';
import { TopBar } from './top-bar';

const info = example('getContactInfo', 'current');

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
    // Lazily loaded below the fold, then its list is read.
    expect(await screen.findByRole('heading', { name: t.partners.title })).toBeInTheDocument();
  });

  it('is absent on other public pages', () => {
    layoutAt('/about-us');
    expect(screen.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
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

  it.each([
    ['/agents/12', t.nav.agents],
    ['/introduction/for-parents', t.nav.introduction],
    ['/faq', t.nav.faq],
    ['/', t.nav.home],
  ])('on %s marks «%s» as the current page, in the drawer too', async (route, label) => {
    const user = userEvent.setup();
    renderWithApp(<TopBar />, { route });
    await user.click(screen.getByRole('button', { name: t.openMenu }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('link')).toHaveLength(navLinks.length);
    const current = within(drawer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
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

  it("shows the contract's contact details and social links", async () => {
    dataRouterAt();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: info.email })).toHaveAttribute(
      'href',
      `mailto:${info.email}`,
    );
    for (const phone of info.phones) {
      const anchor = within(footer).getByRole('link', { name: toPersianDigits(phone.number) });
      expect(anchor).toHaveAttribute('href', `tel:${phone.number}`);
      expect(anchor).toHaveAttribute('dir', 'ltr');
    }
    expect(footer).toHaveTextContent(info.address);
    expect(footer).toHaveTextContent(info.working_hours);
    for (const link of info.social_links) {
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
