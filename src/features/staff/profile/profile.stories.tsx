import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { profileText } from '@/shared/profile/strings';
import { paths } from '@/shared/routing/paths';
import { failing, pending } from '@/testing/handlers';
import { StaffProfileScreen } from './profile-screen';
import { staffTabs, t } from './strings';
import { karimi, PROFILE, SAVE_PROFILE, staffHandlers } from './story-handlers';

const meta = {
  title: 'Staff/Profile',
  component: StaffProfileScreen,
  parameters: {
    app: { route: paths.teacher.profile, signedInAs: 'teacher' },
    msw: { handlers: staffHandlers() },
  },
} satisfies Meta<typeof StaffProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text field by its exact label (a required one's name may end with its asterisk). */
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const field = (label: string) => screen.getByRole('textbox', { name: named(label) });

/** The personal tab, opened by default: the teacher's card and every field the contract lets her change. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const card = await canvas.findByRole('region', { name: t.identity.label });
    await expect(within(card).getByText('مریم رضایی')).toBeVisible();
    await expect(within(card).getByText('معلم · دبستان شهید باهنر')).toBeVisible();
    await expect(within(card).getByText('کلاس‌ها: چهارم الف، چهارم ب')).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: t.tabs.label });
    for (const tab of staffTabs) await expect(within(tabs).getByRole('tab', { name: t.tabs.names[tab] })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: t.tabs.names.personal })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: t.tabs.names.personal })).toBeVisible();
    await expect(field(t.fields.firstName)).toHaveValue('مریم');
    await expect(field(t.fields.lastName)).toHaveValue('رضایی');
    await expect(canvas.getByRole('textbox', { name: /شماره همراه/ })).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    await expect(field(t.fields.email)).toHaveValue('m.rezaei@example.ir');
    await expect(field(t.fields.username)).toHaveAttribute('readonly');
    await expect(document.title).toBe('اطلاعات شخصی | حساب کاربری | دانش‌آموز یار');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PROFILE)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(common.loading));
    // The tabs do not wait for the profile.
    await expect(canvas.getByRole('tab', { name: t.tabs.names.password })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(PROFILE, 500)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(errors.profile)[0]).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: common.retry })[0]).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مریم رضایی')).toBeVisible();
    await expect(field(t.fields.firstName)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The server refuses the save: its words show, and everything typed stays. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [...staffHandlers().slice(0, 1), failing(SAVE_PROFILE, 400, 'این ایمیل را کاربر دیگری دارد.')],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: named(t.fields.email) });
    await userEvent.clear(field(t.fields.firstName));
    await userEvent.type(field(t.fields.firstName), 'مریم‌السادات');
    await userEvent.clear(email);
    await userEvent.type(email, 'maryam@example.ir');
    await userEvent.click(canvas.getByRole('button', { name: profileText.save }));
    const form = canvas.getByRole('button', { name: profileText.save }).closest('form')!;
    await expect(await within(form).findByRole('alert')).toHaveTextContent('این ایمیل را کاربر دیگری دارد.');
    await expect(field(t.fields.firstName)).toHaveValue('مریم‌السادات');
    await expect(email).toHaveValue('maryam@example.ir');
  },
};

/** A save: the toast, and the card shows the new name at once. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: named(t.fields.lastName) }));
    await userEvent.type(field(t.fields.lastName), 'رضایی‌نژاد');
    await userEvent.click(canvas.getByRole('button', { name: profileText.save }));
    await waitFor(() => expect(screen.getByText(profileText.saved)).toBeVisible());
    const card = canvas.getByRole('region', { name: t.identity.label });
    await waitFor(() => expect(within(card).getByText('مریم رضایی‌نژاد')).toBeVisible());
  },
};

/** The same screen for the school manager (issue 14 routes it at paths.school.profile). */
export const School: Story = {
  parameters: {
    app: { route: paths.school.profile, signedInAs: 'school' },
    msw: { handlers: staffHandlers(karimi) },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: t.identity.label });
    await expect(within(card).getByText('محمد کریمی')).toBeVisible();
    await expect(within(card).getByText('مدیر مدرسه · دبستان شهید باهنر')).toBeVisible();
    await expect(within(card).queryByText(/کلاس‌ها:/)).toBeNull();
    await expect(await canvas.findByRole('textbox', { name: /شماره همراه/ })).toHaveValue('۰۹۱۳۱۱۱۲۲۳۳');
  },
};
