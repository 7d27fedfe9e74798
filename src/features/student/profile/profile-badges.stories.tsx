import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const count = answeringExample('getNewBadgesCount', 'student');
const all = answeringExample('listMyBadges', 'student');
const fresh = answeringExample('listNewBadges', 'student');
const badge = answeringExample('getBadge', 'earned');

const meta = {
  title: 'Student/Profile badges',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('badges'), signedInAs: 'student' },
    msw: { handlers: [count, all, fresh, badge] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.badges.fresh });
    await expect(within(region).getAllByRole('link')).toHaveLength(5);
    await expect(within(region).getAllByRole('link')[0]).toHaveAttribute('href', '/profile/badges?badge=402031');
    await expect(canvas.getByText(t.badges.summary(8, 6))).toBeVisible();
    const everything = canvas.getByRole('region', { name: t.badges.all });
    await expect(within(everything).getAllByRole('link')).toHaveLength(20);
    await expect(within(everything).getByRole('link', { name: /پانصد پاسخ درست/ })).toHaveTextContent(
      t.badges.progressLine(122, 500),
    );
    await expect(canvas.getByRole('tab', { name: new RegExp(t.tabs.newCount(5)) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** `?badge=12` in the address: the detail opens on load (a reload or a shared link keeps it). */
export const DetailOpen: Story = {
  parameters: { app: { route: `${paths.student.profileTabHref('badges')}?badge=12`, signedInAs: 'student' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'جام برنزی ضرب دورقمی' });
    await expect(within(dialog).getByText('گرفته‌شده در ۳۰ آبان ۱۴۰۵')).toBeVisible();
    await expect(within(dialog).getByText('جام برنزی')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t.badges.close })).toBeVisible();
  },
};

/** A badge not earned yet: its progress in words and a bar. */
export const DetailNotEarned: Story = {
  parameters: {
    app: { route: `${paths.student.profileTabHref('badges')}?badge=5`, signedInAs: 'student' },
    msw: {
      handlers: [count, all, fresh, answeringExample('getBadge', 'notEarned')],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'صد پاسخ درست' });
    await expect(within(dialog).getByText(t.badges.progressLine(64, 100))).toBeVisible();
  },
};

export const DetailError: Story = {
  parameters: {
    app: { route: `${paths.student.profileTabHref('badges')}?badge=99`, signedInAs: 'student' },
    msw: { handlers: [count, all, fresh, failing('getBadge', 404, 'موردی پیدا نشد.')] },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('موردی پیدا نشد.');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getNewBadgesCount', 'empty'),
        answeringExample('listMyBadges', 'empty'),
        answeringExample('listNewBadges', 'empty'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.badges.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.badges.practice })).toHaveAttribute('href', paths.student.exercise);
  },
};

export const GamificationOff: Story = {
  parameters: {
    msw: { handlers: [answeringExample('getNewBadgesCount', 'gamificationOff')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.badges.off)).toBeVisible();
    await expect(canvas.getByText(t.badges.offHint)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.badges.all })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [count, pending('listMyBadges'), fresh] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [count, failing('listMyBadges', 500), fresh] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: t.badges.all });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
