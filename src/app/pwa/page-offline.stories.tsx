import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { whileOffline } from '@/testing/story-decorators';
import { PageOffline } from './page-offline';
import { pwaText } from './strings';

const meta = {
  title: 'App/Page not on this device',
  component: PageOffline,
  args: { onRetry: fn() },
} satisfies Meta<typeof PageOffline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, a page never opened on this device: it says so, and opens by itself when the connection returns. */
export const Offline: Story = {
  beforeEach: whileOffline,
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText(pwaText.pageOffline.title)).toBeVisible();
    await expect(canvas.getByText(pwaText.pageOffline.body)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Online: the page's code is gone from the server (a new build); a retry opens it on the new one. */
export const ReplacedByANewBuild: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(pwaText.pageReplaced.title)).toBeVisible();
    await expect(canvas.getByText(pwaText.pageReplaced.body)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
