import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { RestoreFailed } from './restore-failed';

const meta = {
  title: 'Shared/Session restore failed',
  component: RestoreFailed,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof RestoreFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reload during an outage: still signed in, the profile error in the app's frame, and its retry. */
export const Failed: Story = {
  play: async ({ args, userEvent }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.profile);
    await expect(screen.getByRole('banner')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The retry is on its way: the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async () => {
    const button = await screen.findByRole('button', { name: common.retry });
    await expect(button).toBeDisabled();
  },
};
