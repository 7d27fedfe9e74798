import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phone390 } from '@/shared/practice/question/story-geometry';
import { NewVersionPrompt } from './new-version-prompt';
import { newVersionText } from './new-version-strings';

const meta = {
  title: 'App/New version prompt',
  component: NewVersionPrompt,
  args: { onUpdate: fn(), onLater: fn() },
} satisfies Meta<typeof NewVersionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new build waits: the prompt says so, and each button does its one thing. */
export const Waiting: Story = {
  play: async ({ args, userEvent }) => {
    const prompt = await screen.findByRole('status', { name: newVersionText.title });
    await expect(within(prompt).getByText(newVersionText.body)).toBeVisible();
    await userEvent.click(within(prompt).getByRole('button', { name: newVersionText.update }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await userEvent.click(within(prompt).getByRole('button', { name: newVersionText.later }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

/** At 390 px: within the screen, both buttons whole. */
export const Phone: Story = {
  ...phone390,
  play: async () => {
    const prompt = await screen.findByRole('status', { name: newVersionText.title });
    const box = prompt.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of [newVersionText.update, newVersionText.later]) {
      await expect(within(prompt).getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
