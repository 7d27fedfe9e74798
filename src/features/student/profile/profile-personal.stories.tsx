import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const profile = answeringExample('getProfile', 'student');
const count = answeringExample('getNewBadgesCount', 'student');

const meta = {
  title: 'Student/Profile personal',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('personal'), signedInAs: 'student' },
    msw: { handlers: [profile, count, answeringExample('updateProfile', 'default')] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('سارا')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.fields.lastName })).toHaveValue('احمدی');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText(common.genders.FEMALE)).toBeVisible();
    await expect(within(panel).getByText('۲۸ آبان ۱۳۹۵')).toBeVisible();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAttribute(
      'href',
      paths.student.profileTabHref('personal'),
    );
    await expect(document.title).toBe('اطلاعات شخصی | پروفایل من | دانش‌آموز یار');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getProfile', 500), count] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.profile);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    // The other tabs stay reachable.
    await expect(canvas.getByRole('tab', { name: t.tabs.names.password })).toBeVisible();
  },
};

/** Empty and one-letter names: a Persian message under each field, nothing sent. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByDisplayValue('سارا');
    const last = canvas.getByRole('textbox', { name: t.fields.lastName });
    await userEvent.clear(first);
    await userEvent.clear(last);
    await userEvent.type(last, 'ا');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(first).toHaveAccessibleDescription(t.personal.nameRequired);
    await expect(last).toHaveAccessibleDescription(t.personal.lastNameInvalid(2, 60));
    await expect(canvas.getByText(t.personal.nameRequired)).toBeVisible();
  },
};

/** The server fails: the catalogued message above the button, and the typed names stay. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [profile, count, failing('updateProfile', 500)] } },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByDisplayValue('سارا');
    await userEvent.clear(first);
    await userEvent.type(first, 'سارینا');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(first).toHaveValue('سارینا');
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByText(t.saved)).toBeVisible());
  },
};
