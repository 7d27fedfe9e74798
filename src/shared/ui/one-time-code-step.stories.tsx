import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneText } from '@/shared/i18n/phone';
import type { CodeSender } from './code-request-step';
import { OneTimeCodeStep } from './one-time-code-step';

// Demo text of this story only; real text comes from each screen's strings and the server.
const demo = {
  sent: 'کد تأیید به شماره شما پیامک شد.',
  submit: 'تأیید کد',
  refused: 'بیش از حد تلاش کرده‌اید؛ کمی بعد دوباره بخواهید.',
  wrongCode: 'کد واردشده درست نیست یا منقضی شده است.',
} as const;

const sender = (state: Partial<CodeSender> = {}): CodeSender => ({
  mutate: fn(),
  isPending: false,
  isError: false,
  error: null,
  ...state,
});

const meta = {
  title: 'Shared/One-time code step',
  component: OneTimeCodeStep,
  args: {
    onSubmit: fn((event) => event.preventDefault()),
    phone: '09121234567',
    sentMessage: demo.sent,
    codeInput: { value: '', onChange: fn() },
    failure: null,
    submitLabel: demo.submit,
    submitting: false,
    sender: sender(),
    onResend: fn(),
    onResent: fn(),
    onChangePhone: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OneTimeCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code went out: what the server said, the code field naming the phone, resend and change phone. */
export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demo.sent);
    await expect(canvas.getByRole('textbox', { name: phoneText.codeLabel })).toBeVisible();
    await expect(canvas.getByText(phoneText.codeHint('۰۹۱۲۱۲۳۴۵۶۷'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: phoneText.resend }));
    await expect(args.onResend).toHaveBeenCalled();
    await expect(args.sender.mutate).toHaveBeenCalledWith({ params: { phone: '09121234567' } }, expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: phoneText.changePhone }));
    await expect(args.onChangePhone).toHaveBeenCalled();
  },
};

/** A resend refused as 200 with status 0 shows the server's reason. */
export const ResendRefused: Story = {
  args: { sender: sender({ data: { status: 0, message: demo.refused } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(demo.refused);
  },
};

/** The step's own failure comes first. */
export const WrongCode: Story = {
  args: { failure: demo.wrongCode, sender: sender({ data: { status: 0, message: demo.refused } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(demo.wrongCode);
  },
};

/** While the step's call runs, resend and change phone wait for it. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: phoneText.resend })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: phoneText.changePhone })).toBeDisabled();
  },
};
