import { paths } from '@/shared/routing/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  registerBodyFirstNameMax,
  registerBodyFirstNameMin,
  registerBodyPasswordMax,
  registerBodyPasswordMin,
} from '@/api/generated/zod/auth/auth.zod';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { answering, example, failing, pending } from '@/testing/handlers';
import { fillDetails, password, toCodeStep, toDetailsStep } from './register.play';
import { RegisterScreen } from './register-screen';
import { t } from './strings';

const meta = {
  title: 'Auth/Register',
  component: RegisterScreen,
  parameters: { app: { route: paths.auth.register } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentMessage = example('requestVerificationCode', 'sent').message;
const wrongCode = (example('verifyCode', 'default', '400') as { detail: string }).detail;
const usernameTaken = (example('register', 'default', '400') as { detail: string }).detail;
export const PhoneStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.steps.phone })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('textbox', { name: t.phone.label })).toBeVisible();
    await expect(canvas.getByText(t.links.schools)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.links.login })).toHaveAttribute('href', paths.auth.login);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '۰۹۱۲۱۲۳');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByText(t.phone.invalid)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.phone.label })).toHaveValue('۰۹۱۲۱۲۳');
  },
};

export const CodeSent: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(sentMessage);
    await expect(context.canvas.getByRole('button', { name: t.steps.code })).toHaveAttribute('aria-current', 'step');
  },
};

export const SendFailed: Story = {
  parameters: { msw: { handlers: [failing('requestVerificationCode', 500)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '09121234567');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendCode);
    await expect(canvas.getByRole('textbox', { name: t.phone.label })).toHaveValue('09121234567');
  },
};

export const SendRefused: Story = {
  parameters: { msw: { handlers: [answering('requestVerificationCode', { status: 0, message: '' })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.phone.label }), '09121234567');
    await userEvent.click(canvas.getByRole('button', { name: t.phone.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendCode);
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: [failing('verifyCode', 400, wrongCode)] } },
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.code.submit }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(wrongCode);
    await expect(context.canvas.getByRole('textbox', { name: t.code.label })).toHaveValue('۱۲۳۴۵');
  },
};

export const ChangePhoneKeepsIt: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.code.changePhone }));
    await expect(context.canvas.getByRole('textbox', { name: t.phone.label })).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
  },
};

export const DetailsInvalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await toDetailsStep(context);
    await userEvent.type(canvas.getByRole('textbox', { name: t.details.username }), 'سارا');
    await userEvent.type(password(context, t.details.password), '123');
    await userEvent.click(canvas.getByRole('button', { name: t.details.submit }));
    await expect(
      await canvas.findByText(t.details.firstNameInvalid(registerBodyFirstNameMin, registerBodyFirstNameMax)),
    ).toBeVisible();
    await expect(canvas.getByText(t.details.usernameInvalid)).toBeVisible();
    await expect(
      canvas.getByText(t.details.passwordInvalid(registerBodyPasswordMin, registerBodyPasswordMax)),
    ).toBeVisible();
    await expect(canvas.getByText(t.details.confirmInvalid)).toBeVisible();
    await expect(canvas.getByText(t.details.gradeRequired)).toBeVisible();
    await expect(canvas.getByText(t.details.genderRequired)).toBeVisible();
  },
};

export const UsernameTaken: Story = {
  parameters: { msw: { handlers: [failing('register', 400, usernameTaken)] } },
  play: async (context) => {
    await toDetailsStep(context);
    await fillDetails(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(usernameTaken);
    await expect(context.canvas.getByRole('textbox', { name: t.details.username })).toHaveValue('sara_1404');
    await expect(context.canvas.getByRole('radio', { name: common.grades.fourth })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const RegisterFailed: Story = {
  parameters: { msw: { handlers: [failing('register', 500)] } },
  play: async (context) => {
    await toDetailsStep(context);
    await fillDetails(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  },
};

export const Registering: Story = {
  parameters: { msw: { handlers: [pending('register')] } },
  play: async (context) => {
    await toDetailsStep(context);
    await fillDetails(context);
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: t.details.submit })).toHaveAttribute('data-loading', 'true'),
    );
  },
};
