import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { FrameSkeleton } from './app-frame';

const meta = {
  title: 'Shared/App frame',
  component: FrameSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reload on a slow network: the frame (header with the brand, main) and a skeleton, announced as loading. */
export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByRole('banner')).toBeVisible();
    await expect(screen.getByRole('main')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(common.loading);
  },
};
