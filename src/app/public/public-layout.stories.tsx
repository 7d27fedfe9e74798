import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { PublicLayout } from '@/app/layouts/public-layout';
import { LandingScreen } from '@/features/public/landing/landing-screen';
import { t as landing } from '@/features/public/landing/strings';
import { t } from './strings';

/** The layout renders an <Outlet/>, so stories give it routes: the landing page on `/`, a stub elsewhere. */
function LayoutWithRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingScreen />} />
        <Route path="*" element={<div style={{ minHeight: 200 }} />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Public/Chrome/PublicLayout',
  component: LayoutWithRoutes,
} satisfies Meta<typeof LayoutWithRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { app: { route: '/' } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1, name: landing.hero.title });
    // The floating bar never covers the top of the page.
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(bar.bottom);
    // The carousel is loaded lazily below the fold.
    await expect(await canvas.findByRole('heading', { name: t.partners.title })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const HomeMobile: Story = {
  parameters: { app: { route: '/' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBe(64);
    const title = canvas.getByRole('heading', { level: 1, name: landing.hero.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(bar.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OtherPublicPage: Story = {
  parameters: { app: { route: '/about-us' } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.nav.about })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};
