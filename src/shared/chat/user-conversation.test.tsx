import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answering, example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ChatConversation } from './chat-conversation';
import { adminThread, generatedMessages, SUPPORT } from './chat-fixtures';
import { chatText as t } from './strings';
import { useUserConversation } from './use-conversation';
import { mergeThread } from './use-thread-pages';

describe('mergeThread', () => {
  it('merges overlapping pages oldest first, each message once', () => {
    const [a, b, c] = generatedMessages(3);
    expect(
      mergeThread([
        { ...adminThread, messages: [b!, c!] },
        { ...adminThread, messages: [a!, b!] },
      ]).map((m) => m.id),
    ).toEqual([a!.id, b!.id, c!.id]);
  });
});

// The contract's 201 example of a sent text.
const sentText = example('sendChatMessage', 'text', '201');

describe('useUserConversation', () => {
  function UserChat() {
    const conversation = useUserConversation(SUPPORT);
    return <ChatConversation conversation={conversation} otherName="support" />;
  }

  it('reads the thread with the other user’s id and sends to them through /chat/message/', async () => {
    const asked: string[] = [];
    const posted: FormData[] = [];
    const studentThread = example('getChatThread', 'student');
    server.use(
      handling('getChatThread', ({ request }) => {
        asked.push(new URL(request.url).search);
        return studentThread;
      }),
      handling('sendChatMessage', async ({ request }) => {
        posted.push(await request.formData());
        return HttpResponse.json(sentText, { status: 201 });
      }),
    );
    renderWithApp(<UserChat />, { signedInAs: 'student' });
    expect(await screen.findByText(studentThread.messages[0]!.message!)).toBeInTheDocument();
    expect(asked[0]).toBe(`?userId=${SUPPORT}`);
    // Sara's own text may be edited; support's may not.
    expect(screen.getAllByRole('button', { name: /^ویرایش پیام/ })).toHaveLength(
      studentThread.messages.filter((m) => m.sender !== SUPPORT && m.message).length,
    );
    await userEvent.type(screen.getByRole('textbox', { name: t.composerLabel }), 'سلام پشتیبانی{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('receiver')).toBe(String(SUPPORT));
  });

  it('keeps an unsent message as the thread’s draft across a reload, and forgets it once sent', async () => {
    const studentThread = example('getChatThread', 'student');
    server.use(answering('getChatThread', studentThread), answering('sendChatMessage', sentText, { status: 201 }));
    const first = renderWithApp(<UserChat />, { signedInAs: 'student' });
    await userEvent.type(await screen.findByRole('textbox', { name: t.composerLabel }), 'نیمه‌کاره');
    first.unmount();

    renderWithApp(<UserChat />, { signedInAs: 'student', keepStorage: true });
    const box = await screen.findByRole('textbox', { name: t.composerLabel });
    expect(box).toHaveValue('نیمه‌کاره');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(box).toHaveValue('');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});
