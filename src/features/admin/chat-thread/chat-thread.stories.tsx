import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStrictMode } from '@/testing/story-decorators';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { chatText } from '@/shared/chat/strings';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answering, failing, pending } from '@/testing/handlers';
import { AdminChatThreadScreen } from './chat-thread-screen';
import {
  emptyThread,
  fatemehHead,
  fatemehMessages,
  longMessages,
  longText,
  managerHead,
  OTHER,
  pagedThread,
  saraThread,
  THREAD,
} from './fixtures';
import { t } from './strings';

/** The screen under its route, so the chat id and `messageId` come from the address. */
function ThreadStory() {
  return (
    <Routes>
      <Route path={paths.admin.chat} element={<AdminChatThreadScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Admin/Chat thread',
  component: ThreadStory,
  parameters: {
    app: { route: paths.admin.chatHref(OTHER), signedInAs: 'admin' },
    msw: { handlers: [answering(THREAD, saraThread)] },
  },
} satisfies Meta<typeof ThreadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByText('دانش‌آموز · دبستان شهید باهنر')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.admin.chatList);
    await expect(await canvas.findByText('عوض شد. ممنون!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: chatText.composerLabel })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answering(THREAD, emptyThread)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'حسین نوری' })).toBeVisible();
    await expect(canvas.getByText('معلم · دبستان دخترانه فرزانگان ۲')).toBeVisible();
    await expect(await canvas.findByText(chatText.emptyTitle)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(THREAD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(THREAD, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(chatText.loadError);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [failing(THREAD, 404, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.admin.chatList);
  },
};

/** An address whose chat id is not a number never asks the server. */
export const InvalidAddress: Story = {
  parameters: { app: { route: paths.admin.chatHref('abc'), signedInAs: 'admin' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
  },
};

/** Opened from a search result: older pages load until message 120 is there, then it is shown marked. */
export const FocusedThread: Story = {
  parameters: {
    app: { route: paths.admin.chatHref(OTHER, 120), signedInAs: 'admin' },
    msw: { handlers: [pagedThread(longMessages(300), managerHead)] },
  },
  play: async ({ canvas }) => {
    const marker = await canvas.findByText(chatText.focused, {}, { timeout: 8000 });
    await expect(marker).toBeVisible();
    await expect(marker.parentElement).toHaveTextContent(longText(120));
  },
};

/** The `large` world's 5,000 messages: the newest page shows at the end of the thread. */
export const LongThread: Story = {
  parameters: { msw: { handlers: [pagedThread(longMessages(5000), managerHead)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'محمد کریمی' })).toBeVisible();
    await expect(canvas.getByText('مدیر مدرسه · دبستان شهید باهنر')).toBeVisible();
    await expect(await canvas.findByText(longText(5000))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('عوض شد. ممنون!')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/**
 * The world's thread with فاطمه عباسی holding two pictures, opened afresh (a reload) on a desktop
 * as the app renders it (StrictMode): it shows her newest message once the pictures have come.
 */
export const OpensAtNewestWithPictures: Story = {
  decorators: [withStrictMode],
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: { handlers: [answering(THREAD, { ...fatemehHead, has_more: false, messages: fatemehMessages })] },
  },
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole('region', { name: chatText.threadLabel(fatemehHead.full_name) });
    const newest = () => thread.querySelector(`[data-message-id="${fatemehMessages.at(-1)!.id}"]`);
    await waitFor(() => expect(newest()).toBeInTheDocument());
    await waitFor(() => {
      const pictures = [...thread.querySelectorAll('img')];
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture.complete && picture.naturalHeight > 0).toBe(true);
    });
    await waitFor(() => {
      const view = thread.getBoundingClientRect();
      const last = newest()!.getBoundingClientRect();
      expect(last.top).toBeGreaterThanOrEqual(view.top - 1);
      expect(last.bottom).toBeLessThanOrEqual(view.bottom + 1);
    });
  },
};
