import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStrictMode } from '@/testing/story-decorators';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearDraft, draftKey, writeDraft } from '@/shared/drafts/draft-store';
import { common } from '@/shared/i18n/common';
import { loginAs } from '@/testing/fixtures';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { ChatConversation } from './chat-conversation';
import { dayLabel } from './chat-time';
import { adminThread, generatedMessages, pagedThread, SARA, SARA_THREAD } from './chat-fixtures';
import { chatText as t } from './strings';
import { useAdminConversation } from './use-conversation';

/** The core as support's thread screen mounts it (the slice adds the heading and header card). */
function AdminChat({ chatId, focusMessageId }: { chatId: number; focusMessageId?: number }) {
  const conversation = useAdminConversation(chatId);
  return (
    <ChatConversation
      conversation={conversation}
      focusMessageId={focusMessageId}
      otherName={conversation.header.data?.full_name ?? adminThread.full_name}
    />
  );
}

const meta = {
  title: 'Shared/Chat conversation',
  component: AdminChat,
  args: { chatId: SARA },
  parameters: {
    app: { route: '/', signedInAs: 'admin' },
    msw: { handlers: [answeringExample('getAdminChatThread', 'admin', SARA_THREAD)] },
  },
} satisfies Meta<typeof AdminChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownText = adminThread.messages.filter((m) => m.sender !== SARA && m.message).at(-1)!;
/** Support's answer with a safe link and markup typed as text, and support's own picture after it. */
const withLink = {
  ...ownText,
  id: 10310,
  message: 'راهنما: https://danesh.example/help/discount و این متن است نه کد: <b>javascript:alert(1)</b>',
  timestamp: '2026-11-21 18:02:00',
};
const ownImage = {
  ...ownText,
  id: 10311,
  message: null,
  image: 'chat/2026/11/21/answer.png',
  url: '/media/chat/discount-error.svg',
  timestamp: '2026-11-21 18:03:00',
};
const loaded = { ...adminThread, messages: [...adminThread.messages, withLink, ownImage] };

export const Loaded: Story = {
  parameters: { msw: { handlers: [answering('getAdminChatThread', loaded, SARA_THREAD)] } },
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole('region', { name: t.threadLabel(adminThread.full_name) });
    await waitFor(() => expect(within(thread).getByText(/<b>javascript:alert\(1\)<\/b>/)).toBeVisible());
    const link = within(thread).getByRole('link', { name: /danesh\.example/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    // Sara's picture is named after her; support's own picture may only be deleted.
    await expect(within(thread).getByRole('img', { name: t.imageAlt(adminThread.full_name) })).toBeVisible();
    await expect(within(thread).getByRole('button', { name: t.removeName(t.imageSnippet) })).toBeVisible();
    await expect(within(thread).queryByRole('button', { name: t.editName(t.imageSnippet) })).toBeNull();
    await expect(within(thread).getByText(dayLabel('2026-11-21'))).toBeVisible();
    await expect(within(thread).getByText('۱۸:۰۲')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.composerLabel })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('getAdminChatThread', 'empty', SARA_THREAD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.composerLabel })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getAdminChatThread', SARA_THREAD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getAdminChatThread', 500, null, SARA_THREAD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.loadError);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

const long = generatedMessages(5000);

export const LongThread: Story = {
  parameters: { msw: { handlers: [pagedThread('getAdminChatThread', long, {}, SARA_THREAD)] } },
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole('region', { name: t.threadLabel(adminThread.full_name) });
    const last = long[long.length - 1]!.message!;
    await waitFor(() => expect(within(thread).getByText(last)).toBeVisible());
    // Only the rows on screen (and a few around them) are in the page.
    await expect(thread.querySelectorAll('[data-message-id]').length).toBeLessThan(40);
    await expect(canvas.getByRole('button', { name: t.older })).toBeVisible();
    // Scrolling to the top brings the next older page above, and the reader stays where they were.
    const oldestShown = () =>
      Math.min(
        ...[...thread.querySelectorAll('[data-message-id]')].map((row) => Number(row.getAttribute('data-message-id'))),
      );
    // The reader turns the wheel up to the top.
    thread.dispatchEvent(new WheelEvent('wheel', { deltaY: -10000, bubbles: true }));
    thread.scrollTop = 0;
    const firstLoaded = long[long.length - 50]!.id;
    await waitFor(() => expect(oldestShown()).toBeLessThan(firstLoaded));
    await waitFor(() => expect(thread.scrollTop).toBeGreaterThan(1000));
    // The message that was at the top of the view is still there (give or take a row).
    const top = thread.getBoundingClientRect().top;
    const atTop = [...thread.querySelectorAll('[data-message-id]')].find(
      (row) => row.getBoundingClientRect().bottom > top + 1,
    );
    await expect(Number(atTop?.getAttribute('data-message-id'))).toBeGreaterThanOrEqual(firstLoaded - 1);
  },
};

export const EditMode: Story = {
  play: async ({ canvas }) => {
    const edit = (await canvas.findAllByRole('button', { name: /^ویرایش پیام/ })).at(-1)!;
    await userEvent.type(canvas.getByRole('textbox', { name: t.composerLabel }), 'پیش‌نویس');
    await userEvent.click(edit);
    await expect(canvas.getByText(t.editing)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.editLabel })).toHaveValue(ownText.message);
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(canvas.getByRole('textbox', { name: t.composerLabel })).toHaveValue('پیش‌نویس');
  },
};

export const FailedSend: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getAdminChatThread', 'admin', SARA_THREAD), failing('sendAdminChatMessage', 500)],
    },
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'سلام، این پیام نمی‌رسد{Enter}');
    await expect(await canvas.findByText(t.failed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^دوباره بفرست/ })).toBeVisible();
    await expect(canvas.getByText('سلام، این پیام نمی‌رسد')).toBeVisible();
  },
};

export const ImageRejected: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = await canvas.findByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'متن نگه داشته می‌شود');
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(await canvas.findByText(t.imageWrongType)).toBeVisible();
    await expect(box).toHaveValue('متن نگه داشته می‌شود');
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: t.composerLabel });
    // A real PNG wider than 4,096 pixels (and tiny in bytes): only decoding it finds the problem.
    const drawing = canvasElement.ownerDocument.createElement('canvas');
    drawing.width = 4200;
    drawing.height = 2;
    const blob = await new Promise<Blob>((resolve) => drawing.toBlob((b) => resolve(b!), 'image/png'));
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([blob], 'wide.png', { type: 'image/png' }));
    await expect(await canvas.findByText(t.imageTooManyPixels)).toBeVisible();
  },
};

export const ImageSent: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getAdminChatThread', 'admin', SARA_THREAD), pending('sendAdminChatMessage')],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const thread = await canvas.findByRole('region', { name: t.threadLabel(adminThread.full_name) });
    const drawing = canvasElement.ownerDocument.createElement('canvas');
    drawing.width = 40;
    drawing.height = 30;
    const blob = await new Promise<Blob>((resolve) => drawing.toBlob((b) => resolve(b!), 'image/png'));
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([blob], 'answer.png', { type: 'image/png' }));
    // The picture is in the thread at once, named as one's own, while it is on its way.
    await expect(await within(thread).findByRole('img', { name: t.imageAlt(t.you) })).toBeVisible();
    await expect(within(thread).getByText(t.sending)).toBeInTheDocument();
  },
};

const searched = generatedMessages(180);
const target = searched[20]!;

export const Focused: Story = {
  args: { focusMessageId: target.id },
  parameters: { msw: { handlers: [pagedThread('getAdminChatThread', searched, {}, SARA_THREAD)] } },
  play: async ({ canvas }) => {
    const label = await canvas.findByText(t.focused, {}, { timeout: 5000 });
    await expect(label).toBeVisible();
    await expect(canvas.getByText(target.message!)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t.composerLabel })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

const adminId = loginAs('admin').user.id;
const unsent = 'سلام سارا، فردا';

/** Support comes back (a reload, a sign-in again) to a thread with a message typed and not sent: it is in the box. */
export const WithDraft: Story = {
  parameters: { app: { route: '/', signedInAs: 'admin', keepStorage: true } },
  beforeEach: () => {
    writeDraft(draftKey(adminId, `chat:${SARA}`), unsent);
    return () => clearDraft(draftKey(adminId, `chat:${SARA}`));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t.composerLabel })).toHaveValue(unsent));
    await expect(canvas.getByRole('button', { name: t.send })).toBeEnabled();
  },
};

/** A tall picture the server sends slowly, so it arrives after the thread has opened. */
const TALL_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600" viewBox="0 0 300 600"><rect width="300" height="600" fill="#9cc"/></svg>';
const slowPictures = http.get('*/media/chat/slow-:name', async () => {
  await delay(700);
  return new HttpResponse(TALL_PICTURE, { headers: { 'Content-Type': 'image/svg+xml' } });
});
/** 120 messages with pictures among the newest page: one near the end and one a screen above. */
const pictured = generatedMessages(120).map((message, index, all) =>
  index === all.length - 3 || index === all.length - 9 || index === all.length - 30
    ? { ...message, message: null, image: `chat/slow-${index}.svg`, url: `/media/chat/slow-${index}.svg` }
    : message,
);

/**
 * A thread holding pictures opens at its newest message, and stays there when the pictures
 * (slower than the text) arrive and make their rows taller: a message just sent is in sight.
 */
export const OpensAtNewestWithPictures: Story = {
  // As the app runs (main.tsx): StrictMode mounts the list twice, which once left it at the top.
  decorators: [withStrictMode],
  parameters: { msw: { handlers: [pagedThread('getAdminChatThread', pictured, {}, SARA_THREAD), slowPictures] } },
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole('region', { name: t.threadLabel(adminThread.full_name) });
    const newest = () => thread.querySelector(`[data-message-id="${pictured.at(-1)!.id}"]`);
    await waitFor(() => expect(newest()).toBeVisible());
    // Every picture in the page has come and been laid out.
    await waitFor(
      () => {
        const pictures = [...thread.querySelectorAll('img')];
        expect(pictures.length).toBeGreaterThan(0);
        for (const picture of pictures) expect(picture.complete && picture.naturalHeight > 0).toBe(true);
      },
      { timeout: 5000 },
    );
    await new Promise((done) => setTimeout(done, 300));
    const view = thread.getBoundingClientRect();
    const last = newest()!.getBoundingClientRect();
    await expect(last.top).toBeGreaterThanOrEqual(view.top - 1);
    await expect(last.bottom).toBeLessThanOrEqual(view.bottom + 1);
    await expect(thread.scrollHeight - thread.scrollTop - thread.clientHeight).toBeLessThan(80);
  },
};
