import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const profile = answeringExample('getProfile', 'student');
const count = answeringExample('getNewBadgesCount', 'student');

/** What the last save sent, for the play function to read. */
const sent: { body?: unknown } = {};
const recordingSave = handling('updateProfile', async (call) => {
  sent.body = await call.body();
  return example('getProfile', 'student');
});

const meta = {
  title: 'Student/Profile contact',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('contact'), signedInAs: 'student' },
    msw: { handlers: [profile, count, recordingSave] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.fields.province })).toHaveValue('اصفهان');
    await expect(canvas.getByRole('textbox', { name: t.fields.city })).toHaveValue('اصفهان');
    await expect(canvas.getByText(t.contact.phoneHint)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getProfile', 500), count] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.profile);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A phone typed in Arabic-Indic digits with spaces goes out as 11 Latin digits. */
export const PhoneInAnyDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.clear(phone);
    await userEvent.type(phone, '٠٩١٣ ١١١ ٢٢٣٣');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByText(t.saved)).toBeVisible());
    await waitFor(() => expect(sent.body).toEqual({ phone: '09131112233', province: 'اصفهان', city: 'اصفهان' }));
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.clear(phone);
    await userEvent.type(phone, '۰۹۱۲');
    await userEvent.type(canvas.getByRole('textbox', { name: t.fields.email }), 'sara@');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(phoneText.invalid)).toBeVisible();
    await expect(canvas.getByText(t.contact.emailInvalid)).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: { handlers: [profile, count, failing('updateProfile', 400, 'اطلاعات ارسال‌شده کامل یا درست نیست.')] },
  },
  play: async ({ canvas, userEvent }) => {
    const city = await canvas.findByRole('textbox', { name: t.fields.city });
    await userEvent.clear(city);
    await userEvent.type(city, 'کاشان');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('اطلاعات ارسال‌شده کامل یا درست نیست.');
    await expect(city).toHaveValue('کاشان');
  },
};
