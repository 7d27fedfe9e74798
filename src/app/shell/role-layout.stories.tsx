import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { signOutText } from '@/shared/ui/sign-out-strings';
import { navText } from '@/shared/navigation/strings';
import { InLayout } from '@/testing/story-page';
import { RoleLayout } from './role-layout';
import { shellText } from './strings';
import { NAV_LAYOUT_KEY } from './use-nav-layout';

const meta = {
  title: 'App/Shell/Role layout',
  component: InLayout,
  args: { layout: RoleLayout },
  parameters: { app: { route: '/teacher', signedInAs: 'teacher' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // Notifications live in a module-wide store; start every story without the last one's.
    notifications.clean();
    localStorage.removeItem(NAV_LAYOUT_KEY);
  },
} satisfies Meta<typeof InLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.getByRole('navigation', { name: shellText.menu });

export const TeacherVertical: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(menu());
    await expect(nav.getByRole('link', { name: navText.home })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: navText.classes })).toHaveAttribute('href', '/teacher/classes');
    await expect(nav.getByRole('link', { name: navText.students })).toHaveAttribute('href', '/teacher/students');
    await expect(nav.getByRole('link', { name: navText.accountSettings })).toHaveAttribute('href', '/teacher/profile');
    await expect(menu().getBoundingClientRect().width).toBe(280);
    // Sign-out asks first.
    await userEvent.click(nav.getByRole('button', { name: navText.logout }));
    const dialog = await screen.findByRole('dialog', { name: signOutText.title });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: signOutText.confirm })).toBeVisible());
    await userEvent.click(within(dialog).getAllByRole('button', { name: signOutText.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: signOutText.title })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const TeacherSwitchesToMini: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: shellText.toMini }));
    await waitFor(() => expect(menu().getBoundingClientRect().width).toBe(88));
    await expect(localStorage.getItem(NAV_LAYOUT_KEY)).toBe('"mini"');
    await expect(screen.getByRole('button', { name: shellText.toVertical })).toBeVisible();
  },
};

export const TeacherMini: Story = {
  beforeEach: () => {
    localStorage.setItem(NAV_LAYOUT_KEY, '"mini"');
  },
  play: async ({ canvas, userEvent }) => {
    const nav = within(menu());
    await expect(menu().getBoundingClientRect().width).toBe(88);
    await expect(nav.getByRole('link', { name: navText.home }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      56,
    );
    // Hover opens the account's 160 px popover; following a link closes it.
    await userEvent.hover(nav.getByRole('button', { name: navText.account }));
    const popover = await screen.findByRole('dialog', { name: navText.account });
    await expect(popover.getBoundingClientRect().width).toBe(160);
    await userEvent.click(within(popover).getByRole('link', { name: navText.accountSettings }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/teacher/profile'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: navText.account })).toBeNull());
  },
};

export const TeacherMobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('navigation', { name: shellText.menu })).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
    await userEvent.click(canvas.getByRole('button', { name: shellText.openMenu }));
    const nav = within(await screen.findByRole('navigation', { name: shellText.menu }));
    await expect(nav.getByRole('link', { name: navText.home }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await userEvent.click(nav.getByRole('link', { name: navText.students }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/teacher/students'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: shellText.menu })).toBeNull());
  },
};

export const CompactHeaderAfterScroll: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(80);
    window.scrollTo(0, 200);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(64));
    await expect(getComputedStyle(header).boxShadow).not.toBe('none');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(80));
  },
};

export const Admin: Story = {
  parameters: { app: { route: '/admin/chatList', signedInAs: 'admin' } },
  play: async () => {
    const nav = within(menu());
    await expect(nav.getByRole('link', { name: navText.chatList })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: navText.logout })).toBeVisible();
  },
};
