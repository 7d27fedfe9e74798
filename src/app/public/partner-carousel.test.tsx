import { screen } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { answeringExample, example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { PartnerCarousel } from './partner-carousel';
import { t } from './strings';

const eight = example('listPartners', 'eight');

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

describe('partner carousel', () => {
  it.each([
    [1280, '4'],
    [800, '2'],
    [360, '1'],
  ])('at a %i px window shows %s per view', async (width, perView) => {
    vi.stubGlobal('innerWidth', width);
    renderWithApp(<PartnerCarousel />);
    expect(await screen.findByRole('region', { name: t.partners.region })).toHaveAttribute('data-per-view', perView);
    vi.unstubAllGlobals();
  });

  it('autoplays, except for users who prefer reduced motion', async () => {
    const { unmount } = renderWithApp(<PartnerCarousel />);
    expect(await screen.findByRole('region', { name: t.partners.region })).toHaveAttribute('data-autoplay', 'true');
    unmount();
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
    renderWithApp(<PartnerCarousel />);
    expect(await screen.findByRole('region', { name: t.partners.region })).toHaveAttribute('data-autoplay', 'false');
    vi.unstubAllGlobals();
  });

  it("shows the contract's eight partners with sized, lazily loaded logos, and arrows", async () => {
    renderWithApp(<PartnerCarousel />);
    expect(await screen.findAllByRole('group')).toHaveLength(eight.length);
    expect(screen.getByRole('button', { name: t.partners.next })).toBeInTheDocument();
    for (const partner of eight) {
      const logo = screen.getByRole('img', { name: t.partners.logoAlt(partner.name) });
      expect(logo).toHaveAttribute('src', partner.logo);
      expect(logo).toHaveAttribute('width', '64');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo).toHaveAttribute('loading', 'lazy');
    }
  });

  it('has no arrows with three partners', async () => {
    server.use(answeringExample('listPartners', 'three'));
    renderWithApp(<PartnerCarousel />);
    expect(await screen.findAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: t.partners.next })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.partners.previous })).not.toBeInTheDocument();
  });

  it('holds its place while loading', () => {
    renderWithApp(<PartnerCarousel />);
    expect(screen.getByRole('status')).toHaveTextContent(t.partners.loading);
  });

  it.each([
    ['an empty list', answeringExample('listPartners', 'empty')],
    ['a failed read', failing('listPartners', 500)],
  ])('renders nothing for %s', async (_, handler) => {
    server.use(handler);
    renderWithApp(<PartnerCarousel />);
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ships every logo the contract points at in public/', () => {
    const examples = ['eight', 'three'].flatMap((name) => example('listPartners', name));
    for (const partner of examples) {
      // Vite serves public/ at the site's root; tests run from the repository's root.
      expect(existsSync(`public${partner.logo}`), partner.logo).toBe(true);
    }
  });
});
