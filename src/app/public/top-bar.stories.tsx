import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { navLinks } from './nav-links';
import { t } from './strings';
import { TopBar } from './top-bar';

const meta = {
  title: 'Public/Chrome/TopBar',
  component: TopBar,
  parameters: { app: { route: paths.public.faq } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mantine's `md` breakpoint (62em): the narrowest window that shows the links inline. */
const MD_WIDTH = 992;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    for (const link of navLinks) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(within(nav).getByRole('link', { name: t.nav.faq })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t.nav.home })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('button', { name: t.openMenu })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.login })).toHaveAttribute('href', paths.auth.login);
    await expect(canvas.getByRole('link', { name: new RegExp(common.appName) })).toBeVisible();
    const bar = canvas.getByRole('banner');
    // 90vw wide, floating: half of the remaining 10vw on each side.
    await expect(Math.round(bar.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.9));
    await expect(bar.getBoundingClientRect().height).toBe(80);
  },
};

/** At exactly `md` the six links, the brand and the login button share one line inside the bar. */
export const AtMdBreakpoint: Story = {
  parameters: {
    viewport: { options: { md: { name: 'md ۹۹۲', styles: { width: `${MD_WIDTH}px`, height: '800px' } } } },
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(MD_WIDTH);
    const bar = canvas.getByRole('banner');
    const box = bar.getBoundingClientRect();
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    const links = within(nav).getAllByRole('link');
    const login = canvas.getByRole('link', { name: t.login });
    const brand = canvas.getByRole('link', { name: new RegExp(common.appName) });
    for (const item of [brand, login, ...links]) {
      // Whole and on one line: nothing clipped inside, no taller than one 44 px row, inside the bar.
      for (const part of [item, ...item.querySelectorAll('span, p')]) {
        await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
      }
      const rect = item.getBoundingClientRect();
      await expect(rect.height).toBeLessThanOrEqual(44);
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    // Right to left: brand, then the links, then login, without overlapping.
    const brandBox = brand.getBoundingClientRect();
    const loginBox = login.getBoundingClientRect();
    for (const link of links) {
      await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(loginBox.right);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(brandBox.left);
    }
  },
};

/** The tenant logo (with its caption) is wider than the brand; the line still holds. */
export const AtMdBreakpointOnTenantHost: Story = { ...AtMdBreakpoint, args: { tenant: true } };

export const NestedPageMarksItsSection: Story = {
  parameters: { app: { route: paths.public.forParents } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t.nav.label });
    await expect(within(nav).getByRole('link', { name: t.nav.introduction })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

export const MobileDrawerOpen: Story = {
  parameters: { app: { route: paths.public.agentHref(12) } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: t.nav.label })).not.toBeInTheDocument();
    const burger = canvas.getByRole('button', { name: t.openMenu });
    await expect(burger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getAllByRole('link')).toHaveLength(navLinks.length);
    for (const link of navLinks) {
      const anchor = within(drawer).getByRole('link', { name: link.label });
      await waitFor(() => expect(anchor).toBeVisible());
      await expect(anchor.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(within(drawer).getByRole('link', { name: t.nav.home })).toHaveAttribute('href', paths.home);
    // `/agents/12` is one of the agents' pages.
    await expect(within(drawer).getByRole('link', { name: t.nav.agents })).toHaveAttribute('aria-current', 'page');
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
