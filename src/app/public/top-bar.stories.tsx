import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { navLinks } from './nav-links';
import { t } from './strings';
import { TopBar } from './top-bar';

const meta = {
  title: 'Public/Chrome/TopBar',
  component: TopBar,
  parameters: { app: { route: '/faq' } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    for (const link of navLinks) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(within(nav).getByRole('link', { name: t.nav.faq })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: t.openMenu })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.login })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: new RegExp(common.appName) })).toBeVisible();
    const bar = canvas.getByRole('banner');
    // 90vw wide, floating: half of the remaining 10vw on each side.
    await expect(Math.round(bar.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.9));
    await expect(bar.getBoundingClientRect().height).toBe(80);
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: t.nav.label })).not.toBeInTheDocument();
    const burger = canvas.getByRole('button', { name: t.openMenu });
    await expect(burger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog');
    for (const link of navLinks) {
      await waitFor(() => expect(within(drawer).getByRole('link', { name: link.label })).toBeVisible());
    }
    await expect(within(drawer).getByRole('link', { name: t.nav.home })).toHaveAttribute('href', '/');
    await expect(within(drawer).getByRole('link', { name: t.nav.faq })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: t.closeMenu })).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileDrawerClosesWithEscape: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.openMenu }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OnTenantHost: Story = {
  args: { tenant: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.tenant.caption)).toBeVisible();
  },
};
