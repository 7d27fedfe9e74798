import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths, profileTabs } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Profile',
  component: ProfileScreen,
  // The screen reads `:tab` from its route, as in the app.
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profile, signedInAs: 'student' },
    msw: {
      handlers: [answeringExample('getProfile', 'student'), answeringExample('getNewBadgesCount', 'student')],
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const card = await canvas.findByRole('region', { name: t.identity.label });
    await expect(within(card).getByText('سارا احمدی')).toBeVisible();
    await expect(within(card).getByText('چهارم الف · دبستان شهید باهنر')).toBeVisible();
    await expect(within(card).getByText('اشتراک: اشتراک شش‌ماهه، اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeVisible();
    await expect(within(card).getByRole('button', { name: t.identity.changePicture })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t.overview.title });
    for (const tab of profileTabs) {
      await expect(await within(nav).findByRole('link', { name: new RegExp(t.tabs.names[tab]) })).toHaveAttribute(
        'href',
        paths.student.profileTabHref(tab),
      );
    }
    await expect(document.title).toBe('پروفایل من | دانش‌آموز یار');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getProfile')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    // The sections do not wait for the profile.
    await expect(canvas.getByRole('link', { name: new RegExp(t.tabs.names.personal) })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getProfile', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.profile);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(t.tabs.names.password) })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('سارا احمدی')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await expect(
      canvas.getByRole('button', { name: t.identity.changePicture }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The school switched badges and cups off: the overview offers no badges section. */
export const GamificationOff: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getProfile', 'student'), answeringExample('getNewBadgesCount', 'gamificationOff')],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('سارا احمدی')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: new RegExp(t.tabs.names.badges) })).toBeNull());
    // Every section but the badges.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(profileTabs.length - 1);
  },
};

/** The tabs on a phone: they wrap instead of scrolling sideways, each 44 px tall and a link. */
export const TabsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { app: { route: paths.student.profileTabHref('school'), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(profileTabs.map(paths.student.profileTabHref));
    for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(t.tabs.names.school);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const UnknownTab: Story = {
  parameters: { app: { route: '/profile/settings', signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByText(t.notFound.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.notFound.back })).toHaveAttribute('href', paths.student.profile);
  },
};
