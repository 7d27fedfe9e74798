import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const count = answeringExample('getNewBadgesCount', 'student');

const meta = {
  title: 'Student/Profile password',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('password'), signedInAs: 'student' },
    msw: { handlers: [count, answeringExample('changePassword', 'default')] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password field by its label (its show/hide button starts with «نمایش»). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t.tabs.names.password })).toBeVisible();
    await expect(field(t.password.current)).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(t.password.next)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByText(t.password.nextHint(8))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.password.showRepeat })).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(t.password.current), '12345678');
    await userEvent.type(field(t.password.next), 'tazeh-ramz-1');
    await userEvent.type(field(t.password.repeat), 'tazeh-ramz-2');
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
    await waitFor(() => expect(screen.getByText(t.password.mismatch)).toBeVisible());
    await expect(field(t.password.repeat)).toHaveAccessibleDescription(t.password.mismatch);
  },
};

export const ValidationMessages: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(t.password.next), 'kotah');
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
    await waitFor(() => expect(screen.getByText(t.password.currentRequired)).toBeVisible());
    await expect(screen.getByText(t.password.nextInvalid(8, 128))).toBeVisible();
  },
};

/** The server refuses the current password: its words, and the fields keep what was typed. */
export const Error: Story = {
  parameters: { msw: { handlers: [count, answeringExample('changePassword', 'default', { status: 400 })] } },
  play: async ({ userEvent }) => {
    await userEvent.type(field(t.password.current), 'ghalat');
    await userEvent.type(field(t.password.next), 'tazeh-ramz-1');
    await userEvent.type(field(t.password.repeat), 'tazeh-ramz-1');
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('رمز عبور فعلی درست نیست.');
    await expect(field(t.password.current)).toHaveValue('ghalat');
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [count, failing('changePassword', 500)] } },
  play: async ({ userEvent }) => {
    await userEvent.type(field(t.password.current), '12345678');
    await userEvent.type(field(t.password.next), 'tazeh-ramz-1');
    await userEvent.type(field(t.password.repeat), 'tazeh-ramz-1');
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('خطا در ارسال اطلاعات');
  },
};

export const Changed: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(field(t.password.current), '12345678');
    await userEvent.type(field(t.password.next), 'tazeh-ramz-1');
    await userEvent.type(field(t.password.repeat), 'tazeh-ramz-1');
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
    await waitFor(() => expect(screen.getByText('رمز عبور شما تغییر کرد.')).toBeVisible());
    await expect(field(t.password.current)).toHaveValue('');
  },
};
