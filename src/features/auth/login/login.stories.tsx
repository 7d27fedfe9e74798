import { paths } from '@/shared/routing/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { LoginScreen } from './login-screen';
import { t } from './strings';

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  parameters: { app: { route: paths.auth.login } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentMessage = example('requestVerificationCode', 'sent').message;
const otpRoute = { app: { route: `${paths.auth.login}?method=otp` } };

export const PasswordTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: t.tabs.password })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: t.password.username })).toBeVisible();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.password.submit }));
    await expect(canvas.getByText(t.password.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(t.password.passwordRequired)).toBeVisible();
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: [pending('login')] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.password.username }), 'student');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t.password.password}`)), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: t.password.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t.password.submit })).toHaveAttribute('data-loading', 'true'),
    );
  },
};

const wrongPassword = (example('login', 'wrongPassword', '400') as { detail: string }).detail;

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [failing('login', 400, wrongPassword)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.password.username }), 'student');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t.password.password}`)), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: t.password.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(wrongPassword);
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: t.password.username })).toHaveValue('student');
  },
};

export const LoginServerError: Story = {
  parameters: { msw: { handlers: [failing('login', 500)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.password.username }), 'student');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t.password.password}`)), 'x');
    await userEvent.click(canvas.getByRole('button', { name: t.password.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.login);
  },
};

export const OtpTab: Story = {
  parameters: otpRoute,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: t.tabs.otp })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: t.otp.sendCode })).toBeVisible();
  },
};

export const InvalidPhone: Story = {
  parameters: otpRoute,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.otp.phone }), '۰۹۱۲');
    await userEvent.click(canvas.getByRole('button', { name: t.otp.sendCode }));
    await expect(await canvas.findByText(t.otp.phoneInvalid)).toBeVisible();
  },
};

export const CodeSent: Story = {
  parameters: otpRoute,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.otp.phone }), '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.click(canvas.getByRole('button', { name: t.otp.sendCode }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(sentMessage);
    await expect(canvas.getByRole('textbox', { name: t.otp.code })).toBeVisible();
  },
};

export const CodeSendFailed: Story = {
  parameters: { ...otpRoute, msw: { handlers: [failing('requestVerificationCode', 500)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.otp.phone }), '09121234567');
    await userEvent.click(canvas.getByRole('button', { name: t.otp.sendCode }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendCode);
    await expect(canvas.getByRole('textbox', { name: t.otp.phone })).toHaveValue('09121234567');
  },
};

async function sendCodeAndSubmit({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.type(canvas.getByRole('textbox', { name: t.otp.phone }), '۰۹۱۲۱۲۳۴۵۶۷');
  await userEvent.click(canvas.getByRole('button', { name: t.otp.sendCode }));
  await userEvent.type(await canvas.findByRole('textbox', { name: t.otp.code }), '۱۲۳۴۵');
  await userEvent.click(canvas.getByRole('button', { name: t.otp.submit }));
}

export const SeveralUsers: Story = {
  parameters: { ...otpRoute, msw: { handlers: [answeringExample('login', 'phoneSeveral')] } },
  play: async (context) => {
    await sendCodeAndSubmit(context);
    const group = await context.canvas.findByRole('group', { name: t.otp.pickLabel });
    await expect(group.querySelectorAll('button')).toHaveLength(2);
  },
};

const wrongCode = (example('login', 'wrongCode', '400') as { detail: string }).detail;

export const WrongCode: Story = {
  parameters: { ...otpRoute, msw: { handlers: [failing('login', 400, wrongCode)] } },
  play: async (context) => {
    await sendCodeAndSubmit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(wrongCode);
    await expect(context.canvas.getByRole('textbox', { name: t.otp.code })).toHaveValue('۱۲۳۴۵');
  },
};

export const CodeCheckFailed: Story = {
  parameters: { ...otpRoute, msw: { handlers: [failing('login', 500)] } },
  play: async (context) => {
    await sendCodeAndSubmit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(errors.verifyCode);
  },
};
