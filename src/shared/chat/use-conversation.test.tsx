import { cleanNotifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/api/generated/model';
import { errors } from '@/shared/i18n/errors';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ChatConversation } from './chat-conversation';
import { adminThread, generatedMessages, pagedThread, SARA, SARA_THREAD, SUPPORT } from './chat-fixtures';
import { chatText as t } from './strings';
import { useAdminConversation } from './use-conversation';

function AdminChat() {
  const conversation = useAdminConversation(SARA);
  return <ChatConversation conversation={conversation} otherName={adminThread.full_name} />;
}

function renderThread() {
  renderWithApp(<AdminChat />, { signedInAs: 'admin' });
}

const own = adminThread.messages.filter((m) => m.sender === SUPPORT && m.message).at(-1)!;
const saved = (id: number, message: string): ChatMessage => ({
  id,
  message,
  image: null,
  role: 'SYS_ADMIN',
  timestamp: '2026-11-22 10:00:00',
  url: null,
  receiver: SARA,
  sender: SUPPORT,
});

afterEach(() => act(() => cleanNotifications()));

/** The thread as the server keeps it: what a POST saved comes back on the next read. */
function rememberingThread() {
  const added: ChatMessage[] = [];
  return {
    added,
    read: handling(
      'getAdminChatThread',
      () => ({ ...adminThread, messages: [...adminThread.messages, ...added] }),
      SARA_THREAD,
    ),
  };
}

describe('useAdminConversation with ChatConversation', () => {
  it('shows a sent message at once, posts the receiver and the text, and keeps one bubble after the answer', async () => {
    const thread = rememberingThread();
    server.use(thread.read);
    const posted: FormData[] = [];
    let answer!: () => void;
    server.use(
      handling('sendAdminChatMessage', async ({ request }) => {
        posted.push(await request.formData());
        await new Promise<void>((resolve) => (answer = resolve));
        thread.added.push(saved(9999, 'سلام سارا'));
        return HttpResponse.json(saved(9999, 'سلام سارا'), { status: 201 });
      }),
    );
    renderThread();
    await userEvent.type(await screen.findByRole('textbox', { name: t.composerLabel }), 'سلام سارا{Enter}');
    expect(screen.getByText('سلام سارا')).toBeInTheDocument();
    expect(screen.getByText(t.sending)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.composerLabel })).toHaveValue('');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('receiver')).toBe(String(SARA));
    expect(posted[0]!.get('message')).toBe('سلام سارا');
    act(() => answer());
    await waitFor(() => expect(screen.queryByText(t.sending)).not.toBeInTheDocument());
    expect(screen.getAllByText('سلام سارا')).toHaveLength(1);
  });

  it('tells screen readers when a new message from the other party arrives', async () => {
    const thread = rememberingThread();
    server.use(
      thread.read,
      handling('sendAdminChatMessage', () => {
        thread.added.push(saved(9996, 'سؤالی دارم؟'), {
          ...saved(9997, 'بله، بفرمایید'),
          sender: SARA,
          receiver: SUPPORT,
        });
        return HttpResponse.json(saved(9996, 'سؤالی دارم؟'), { status: 201 });
      }),
    );
    renderThread();
    await userEvent.type(await screen.findByRole('textbox', { name: t.composerLabel }), 'سؤالی دارم؟{Enter}');
    expect(await screen.findByText('بله، بفرمایید')).toBeInTheDocument();
    expect(screen.getByText(t.newMessage(adminThread.full_name))).toBeInTheDocument();
  });

  it('sends a picked picture and refuses a file that is not a picture, keeping the text', async () => {
    // jsdom's File cannot be read back from a request body, so the call is counted, not parsed.
    let posts = 0;
    server.use(
      answeringExample('getAdminChatThread', 'admin', SARA_THREAD),
      handling('sendAdminChatMessage', () => {
        posts += 1;
        const sent = example('sendAdminChatMessage', 'image', '201');
        return HttpResponse.json(sent, { status: 201 });
      }),
    );
    const { container } = renderWithApp(<AdminChat />, { signedInAs: 'admin' });
    const box = await screen.findByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'متن');
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(t.imageWrongType)).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(box).toHaveValue('متن');
    await userEvent.upload(input, new File(['png'], 'answer.png', { type: 'image/png' }));
    await waitFor(() => expect(posts).toBe(1));
    expect(screen.queryByText(t.imageWrongType)).not.toBeInTheDocument();
    expect(box).toHaveValue('متن');
  });

  it('keeps a failed message with its text, and «دوباره بفرست» sends it again', async () => {
    const thread = rememberingThread();
    server.use(thread.read);
    let calls = 0;
    server.use(
      handling('sendAdminChatMessage', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({}, { status: 500 });
        thread.added.push(saved(9998, 'دوباره'));
        return HttpResponse.json(saved(9998, 'دوباره'), { status: 201 });
      }),
    );
    renderThread();
    await userEvent.type(await screen.findByRole('textbox', { name: t.composerLabel }), 'دوباره{Enter}');
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.getByText('دوباره')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^دوباره بفرست/ }));
    await waitFor(() => expect(screen.queryByText(t.failed)).not.toBeInTheDocument());
    expect(calls).toBe(2);
    expect(screen.getAllByText('دوباره')).toHaveLength(1);
  });

  it('puts an edited text back when the server refuses it, keeping what was typed in the box', async () => {
    server.use(answeringExample('getAdminChatThread', 'admin', SARA_THREAD), failing('editAdminChatMessage', 500));
    renderThread();
    const edits = await screen.findAllByRole('button', { name: /^ویرایش پیام/ });
    await userEvent.click(edits.at(-1)!);
    const box = screen.getByRole('textbox', { name: t.editLabel });
    expect(box).toHaveValue(own.message);
    await userEvent.clear(box);
    await userEvent.type(box, 'متن تازه');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.editFailed)).toBeInTheDocument();
    expect(screen.getByText(t.editing)).toBeInTheDocument();
    expect(box).toHaveValue('متن تازه');
    const thread = screen.getByRole('region', { name: t.threadLabel(adminThread.full_name) });
    expect(within(thread).getByText(own.message!)).toBeInTheDocument();
    expect(within(thread).queryByText('متن تازه')).not.toBeInTheDocument();
  });

  it('saves an edit, shows the new text and gives the box its draft back', async () => {
    server.use(
      answeringExample('getAdminChatThread', 'admin', SARA_THREAD),
      handling('editAdminChatMessage', async ({ body }) => ({ ...own, ...(await body()) })),
    );
    renderThread();
    const box = await screen.findByRole('textbox', { name: t.composerLabel });
    await userEvent.type(box, 'پیش‌نویس');
    await userEvent.click((await screen.findAllByRole('button', { name: /^ویرایش پیام/ })).at(-1)!);
    const editBox = screen.getByRole('textbox', { name: t.editLabel });
    expect(editBox).toHaveFocus();
    await userEvent.clear(editBox);
    await userEvent.type(editBox, 'متن درست{Enter}');
    const thread = screen.getByRole('region', { name: t.threadLabel(adminThread.full_name) });
    expect(await within(thread).findByText('متن درست')).toBeInTheDocument();
    expect(screen.queryByText(t.editing)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.composerLabel })).toHaveValue('پیش‌نویس');
  });

  it('removes a message after the confirmation and puts it back with the error toast when the call fails', async () => {
    let fail!: () => void;
    server.use(
      answeringExample('getAdminChatThread', 'admin', SARA_THREAD),
      handling('deleteAdminChatMessage', async () => {
        await new Promise<void>((resolve) => (fail = resolve));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderThread();
    const thread = await screen.findByRole('region', { name: t.threadLabel(adminThread.full_name) });
    const removes = await screen.findAllByRole('button', { name: /^حذف پیام/ });
    await userEvent.click(removes.at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmBody)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.yes }));
    await waitFor(() => expect(within(thread).queryByText(own.message!)).not.toBeInTheDocument());
    act(() => fail());
    expect(await within(thread).findByText(own.message!)).toBeInTheDocument();
    expect(await screen.findByText(errors.generic)).toBeInTheDocument();
  });

  it('shows the server’s detail as a toast when a delete succeeds', async () => {
    server.use(answeringExample('getAdminChatThread', 'admin', SARA_THREAD));
    renderThread();
    await userEvent.click((await screen.findAllByRole('button', { name: /^حذف پیام/ })).at(-1)!);
    await userEvent.click(await screen.findByRole('button', { name: t.yes }));
    expect(await screen.findByText('پیام با موفقیت حذف شد.')).toBeInTheDocument();
  });

  it('loads older pages on request and shows each message once', async () => {
    const all = generatedMessages(80);
    server.use(pagedThread('getAdminChatThread', all, {}, SARA_THREAD));
    renderThread();
    await screen.findByText(all[79]!.message!);
    expect(screen.queryByText(all[1]!.message!)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.older }));
    expect(await screen.findByText(all[1]!.message!)).toBeInTheDocument();
    expect(screen.getAllByText(all[40]!.message!)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.older })).not.toBeInTheDocument();
  });

  it('shows the catalogue’s thread error with a retry', async () => {
    server.use(failing('getAdminChatThread', 500, null, SARA_THREAD));
    renderThread();
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    server.use(answering('getAdminChatThread', adminThread, SARA_THREAD));
    await userEvent.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
    expect(await screen.findByText(own.message!)).toBeInTheDocument();
  });
});
