import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SignOutDialog } from './sign-out-dialog';
import { signOutText } from './sign-out-strings';

const meta = {
  title: 'Shared/Sign-out dialog',
  component: SignOutDialog,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof SignOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as axe sees it: one dialog with its question, «مطمئنم» and «بستن», and no extra banner landmark. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: signOutText.title });
    await expect(within(dialog).getByText(signOutText.question)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: signOutText.confirm })).toBeVisible();
    await expect(screen.queryAllByRole('banner')).toHaveLength(0);
    // «بستن» is both the corner button and the text button; either keeps the session.
    const closers = within(dialog).getAllByRole('button', { name: signOutText.close });
    await userEvent.click(closers[closers.length - 1]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
