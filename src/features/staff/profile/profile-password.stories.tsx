import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { profileText } from '@/shared/profile/strings';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { StaffProfileScreen } from './profile-screen';
import { t } from './strings';
import { EDIT_PASS, PROFILE, staffHandlers } from './story-handlers';

const p = profileText.password;

const meta = {
  title: 'Staff/Profile password',
  component: StaffProfileScreen,
  parameters: {
    app: { route: `${paths.teacher.profile}?tab=password`, signedInAs: 'teacher' },
    msw: { handlers: staffHandlers() },
  },
} satisfies Meta<typeof StaffProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password field by its label (its show/hide button's name starts with «نمایش»). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** The form's own alert (a toast of an earlier story may still be on the page). */
const formAlert = () => within(screen.getByRole('button', { name: p.submit }).closest('form')!).findByRole('alert');

async function fill(
  userEvent: { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void> },
  current: string,
  next: string,
  repeat: string,
) {
  await userEvent.type(await screen.findByLabelText(new RegExp(`^${p.current}`), { selector: 'input' }), current);
  await userEvent.type(field(p.next), next);
  await userEvent.type(field(p.repeat), repeat);
  await userEvent.click(screen.getByRole('button', { name: p.submit }));
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: t.tabs.names.password })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: p.title })).toBeVisible();
    await expect(field(p.current)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByText(p.nextHint(8))).toBeVisible();
    await expect(document.title).toBe('رمز عبور | حساب کاربری | دانش‌آموز یار');
  },
};

/** The password needs no profile: the form is usable while the card still loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PROFILE)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(field(p.current)).toBeEnabled();
  },
};

/** The server refuses the current password: its words, and every field keeps what was typed. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [answeringExample('changePassword', 'default', { status: 400 }), ...staffHandlers()] },
  },
  play: async ({ userEvent }) => {
    await fill(userEvent, 'ghalat', 'tazeh-ramz-1', 'tazeh-ramz-1');
    await expect(await formAlert()).toHaveTextContent('رمز عبور فعلی درست نیست.');
    await expect(field(p.current)).toHaveValue('ghalat');
    await expect(field(p.next)).toHaveValue('tazeh-ramz-1');
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [...staffHandlers().slice(0, 1), failing(EDIT_PASS, 500)] } },
  play: async ({ userEvent }) => {
    await fill(userEvent, '12345678', 'tazeh-ramz-1', 'tazeh-ramz-1');
    await expect(await formAlert()).toHaveTextContent('خطا در ارسال اطلاعات');
    await expect(field(p.repeat)).toHaveValue('tazeh-ramz-1');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent, '12345678', 'tazeh-ramz-1', 'tazeh-ramz-2');
    await waitFor(() => expect(screen.getByText(p.mismatch)).toBeVisible());
    await expect(field(p.repeat)).toHaveAccessibleDescription(p.mismatch);
  },
};

export const Changed: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent, '12345678', 'tazeh-ramz-1', 'tazeh-ramz-1');
    await waitFor(() => expect(screen.getByText('رمز عبور شما تغییر کرد.')).toBeVisible());
    await expect(field(p.current)).toHaveValue('');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: p.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: p.submit })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
