import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { PublicLayout } from '@/app/layouts/public-layout';
import { LandingScreen } from '@/features/public/landing/landing-screen';
import { t as landing } from '@/features/public/landing/strings';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
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

const info = example('getContactInfo', 'current');

export const Home: Story = {
  parameters: { app: { route: paths.home } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1, name: landing.hero.title });
    // The floating bar never covers the top of the page.
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(bar.bottom);
    // The carousel is loaded lazily below the fold (a cold first load of its module takes a while).
    await expect(await canvas.findByRole('heading', { name: t.partners.title }, { timeout: 5000 })).toBeInTheDocument();
    const carousel = canvas.getByRole('region', { name: t.partners.region });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(8);
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByRole('link', { name: info.email })).toBeVisible();
    await expect(within(footer).getByRole('navigation', { name: t.siteMap.label })).toBeVisible();
  },
};

export const HomeMobile: Story = {
  parameters: { app: { route: paths.home } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBe(64);
    const title = canvas.getByRole('heading', { level: 1, name: landing.hero.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(bar.bottom);
    await canvas.findByRole('region', { name: t.partners.region }, { timeout: 5000 });
    await within(canvas.getByRole('contentinfo')).findByRole('link', { name: info.email });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While partners and contact details load, their places are held and the page itself shows. */
export const HomeLoading: Story = {
  parameters: {
    app: { route: paths.home },
    msw: { handlers: [pending('listPartners'), pending('getContactInfo')] },
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: landing.hero.title })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(t.partners.loading);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('status')).toHaveTextContent(t.footer.contactLoading);
  },
};

/** The decoration fails quietly: no carousel, no error on the home page; the footer keeps its link. */
export const HomeWhenCallsFail: Story = {
  parameters: {
    app: { route: paths.home },
    msw: { handlers: [failing('listPartners', 500), failing('getContactInfo', 500)] },
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByText(t.footer.contactUnavailable)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toBeVisible();
  },
};

export const HomeWithoutPartners: Story = {
  parameters: {
    app: { route: paths.home },
    msw: { handlers: [answeringExample('listPartners', 'empty')] },
  },
  play: async ({ canvas }) => {
    await within(canvas.getByRole('contentinfo')).findByRole('link', { name: info.email });
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
  },
};

export const OtherPublicPage: Story = {
  parameters: { app: { route: paths.public.aboutUs } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: t.partners.title })).not.toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    await expect(within(nav).getByRole('link', { name: t.nav.about })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** An agent's page belongs to «نمایندگان» in the top bar. */
export const NestedPublicPage: Story = {
  parameters: { app: { route: paths.public.agentHref(12) } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    await expect(within(nav).getByRole('link', { name: t.nav.agents })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t.nav.home })).not.toHaveAttribute('aria-current');
  },
};
