import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { whileOffline } from '@/testing/story-decorators';
import { OfflineNotice, useSaysOfflineItself } from './offline-notice';

const meta = {
  title: 'Shared/Offline notice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No connection: «اینترنت وصل نیست» and what the page shows; it goes when the connection returns. */
export const Offline: Story = {
  beforeEach: whileOffline,
  play: async ({ canvas }) => {
    const notice = (await canvas.findByText(common.offline.title)).closest('[role="status"]');
    await expect(notice).toHaveTextContent(common.offline.body);
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByText(common.offline.title)).toBeNull());
  },
};

/** Offline, on a page that says it itself (an answer waiting): the notice steps aside. */
export const SaidByThePage: Story = {
  beforeEach: whileOffline,
  decorators: [
    (Story) => {
      useSaysOfflineItself(true);
      return <Story />;
    },
  ],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByText(common.offline.title)).toBeNull());
  },
};

/** Online (as almost always): nothing at all. */
export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(common.offline.title)).toBeNull();
  },
};
