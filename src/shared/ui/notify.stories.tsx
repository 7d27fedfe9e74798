import { Box, Button } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { notify, notifyText } from './notify';

// Demo text of this story only; real messages come from each slice's strings.
const demo = { show: 'نمایش پیام', message: 'پیام با موفقیت حذف شد' } as const;

function ToastDemo() {
  return (
    <Box p="md">
      <Button mih={44} onClick={() => notify({ message: demo.message, color: 'teal' })}>
        {demo.show}
      </Button>
    </Box>
  );
}

const meta = {
  title: 'Shared/Toasts',
  component: ToastDemo,
  // The toast store outlives a story; start each one without earlier toasts.
  beforeEach: () => cleanNotifications(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameMessageShowsOnce: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: demo.show });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    const toast = screen.getByRole('alert');
    await expect(toast).toHaveTextContent(demo.message);
    await expect(screen.getByRole('button', { name: notifyText.close })).toBeVisible();
    // Top centre (README, product rules: constants).
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      expect(box.top).toBeLessThan(120);
      expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(40);
    });
  },
};

export const ClosesAfterThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demo.show }));
    // It slides in over 600 ms (README, product rules: constants) before it is fully visible.
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 5000 });
  },
};
