import { paths } from '@/shared/routing/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { resetPasswordBodyPasswordMax, resetPasswordBodyPasswordMin } from '@/api/generated/zod/auth/auth.zod';
import { errors } from '@/shared/i18n/errors';
import { example, failing, pending } from '@/testing/handlers';
import { ForgotPasswordScreen } from './forgot-password-screen';
import type { OperationId } from '@/api/generated/operations';
import { t } from './strings';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { app: { route: paths.auth.forgotPassword } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const detail = (operation: OperationId, status: string) =>
  (example(operation, 'default', status) as { detail: string }).detail;
const sentMessage = example('requestPasswordReset', 'default').message;
const notFound = detail('requestPasswordReset', '404');
const wrongCode = detail('resetPassword', '400');
const changed = detail('resetPassword', '200');
const secret = (c: Context, label: string) => c.canvas.getByLabelText(new RegExp(`^${label}`));

async function toResetStep({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '۰۹۱۲۱۲۳۴۵۶۷');
  await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
  await canvas.findByRole('textbox', { name: t.reset.code });
}

async function fillReset(context: Context) {
  const { canvas, userEvent } = context;
  await userEvent.type(canvas.getByRole('textbox', { name: t.reset.code }), '۱۲۳۴۵');
  await userEvent.type(secret(context, t.reset.password), 'new-secret');
  await userEvent.type(secret(context, t.reset.confirm), 'new-secret');
  await userEvent.click(canvas.getByRole('button', { name: t.reset.submit }));
}

export const PhoneStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.stepOf(1, 2))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.phone.label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.links.login })).toHaveAttribute('href', paths.auth.login);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '۰۸۱۲۱۲۳۴۵۶۷');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByText(t.phone.invalid)).toBeVisible();
  },
};

export const CodeSent: Story = {
  play: async (context) => {
    await toResetStep(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(sentMessage);
    await expect(context.canvas.getByText(t.stepOf(2, 2))).toBeVisible();
  },
};

export const AccountNotFound: Story = {
  parameters: { msw: { handlers: [failing('requestPasswordReset', 404, notFound)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFound);
    await expect(canvas.getByRole('textbox', { name: t.phone.label })).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
  },
};

export const SendFailed: Story = {
  parameters: { msw: { handlers: [failing('requestPasswordReset', 500)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '09121234567');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendCode);
  },
};

export const ResetInvalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await toResetStep(context);
    await userEvent.type(secret(context, t.reset.password), 'short');
    await userEvent.click(canvas.getByRole('button', { name: t.reset.submit }));
    await expect(await canvas.findByText(t.reset.codeInvalid)).toBeVisible();
    await expect(
      canvas.getByText(t.reset.passwordInvalid(resetPasswordBodyPasswordMin, resetPasswordBodyPasswordMax)),
    ).toBeVisible();
    await expect(canvas.getByText(t.reset.confirmInvalid)).toBeVisible();
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: [failing('resetPassword', 400, wrongCode)] } },
  play: async (context) => {
    await toResetStep(context);
    await fillReset(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(wrongCode);
    await expect(context.canvas.getByRole('textbox', { name: t.reset.code })).toHaveValue('۱۲۳۴۵');
    await expect(secret(context, t.reset.password)).toHaveValue('new-secret');
  },
};

export const ResetFailed: Story = {
  parameters: { msw: { handlers: [failing('resetPassword', 500)] } },
  play: async (context) => {
    await toResetStep(context);
    await fillReset(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  },
};

export const Resetting: Story = {
  parameters: { msw: { handlers: [pending('resetPassword')] } },
  play: async (context) => {
    await toResetStep(context);
    await fillReset(context);
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: t.reset.submit })).toHaveAttribute('data-loading', 'true'),
    );
  },
};

export const PasswordChanged: Story = {
  play: async (context) => {
    await toResetStep(context);
    await fillReset(context);
    // The confirmation replaces the form, its «code sent» status and its links included.
    await expect(await context.canvas.findByText(changed)).toBeVisible();
    await expect(context.canvas.getByRole('status')).toHaveTextContent(changed);
    await expect(context.canvas.getByRole('link', { name: t.done.login })).toHaveAttribute('href', paths.auth.login);
  },
};
