import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const profile = answeringExample('getProfile', 'student');
const count = answeringExample('getNewBadgesCount', 'student');

const meta = {
  title: 'Student/Profile school',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('school'), signedInAs: 'student' },
    msw: { handlers: [profile, count, answeringExample('getMyClassProfile', 'student', { params: { id: 41 } })] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('tabpanel');
    await expect(await within(panel).findByText('مریم رضایی')).toBeVisible();
    await expect(within(panel).getByText('دبستان شهید باهنر')).toBeVisible();
    await expect(within(panel).getByText('چهارم الف')).toBeVisible();
    await expect(within(panel).getByText(common.grades.fourth)).toBeVisible();
    // Read-only: nothing to type into.
    await expect(within(panel).queryAllByRole('textbox')).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profile, count, pending('getMyClassProfile', { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('دبستان شهید باهنر')).toBeVisible();
    await expect(canvas.getByText(common.loading)).toBeVisible();
  },
};

/** The teacher's name could not be read; what the profile has stays, with a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [profile, count, failing('getMyClassProfile', 500, undefined, { params: { id: 41 } })] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByText(t.school.teacherFailed)).toBeVisible();
    await expect(canvas.getByText('دبستان شهید باهنر')).toBeVisible();
  },
};

/** A pupil not in a class yet: no class call, «ثبت نشده» instead. */
export const NoClass: Story = {
  parameters: {
    msw: {
      handlers: [answering('getProfile', { ...example('getProfile', 'student'), class: null, classes: [] }), count],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('دبستان شهید باهنر')).toBeVisible();
    await expect(canvas.getAllByText(t.notSet)).toHaveLength(3);
  },
};
