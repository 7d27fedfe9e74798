import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answering } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ChatListScreen } from './chat-list-screen';
import { manyConversations, searchable, USERS } from './fixtures';
import { chatText } from '@/shared/chat/strings';
import { t } from './strings';

/** Renders the list at `route` and keeps the word of every call (null: none). */
function renderList(route: string = paths.admin.chatList) {
  const asked: (string | null)[] = [];
  server.use(searchable((word) => asked.push(word)));
  renderWithApp(
    <>
      <ChatListScreen />
      <Where />
    </>,
    { route, signedInAs: 'admin' },
  );
  return asked;
}

const address = () => new URLSearchParams((screen.getByLabelText('where').textContent ?? '').split('?')[1] ?? '');

describe('the admin’s ChatListScreen', () => {
  it('asks with the word once typing pauses, folded, and keeps it in the address', async () => {
    const asked = renderList();
    await screen.findByText(t.count(34));
    await userEvent.type(screen.getByRole('searchbox', { name: t.search }), 'تخفيف');
    // Nothing is asked letter by letter: the word arrives once, after the pause, with ي folded to ی.
    expect(asked).toEqual([null]);
    await screen.findByRole('heading', { name: t.messages });
    expect(asked).toEqual([null, 'تخفیف']);
    expect(address().get('word')).toBe('تخفيف');
  });

  it('shows every conversation below two letters, and the search of a reloaded address', async () => {
    const asked = renderList(`${paths.admin.chatList}?word=${encodeURIComponent(' ت ')}`);
    await screen.findByText(t.count(34));
    expect(asked).toEqual([null]);
  });

  it('links a found message to its thread at that message, the word marked exactly', async () => {
    renderList(`${paths.admin.chatList}?word=${encodeURIComponent('تخفیف')}`);
    const messages = await screen.findByRole('region', { name: t.messages });
    const sara = within(messages).getByRole('link', { name: /سارا احمدی/ });
    expect(sara).toHaveAttribute('href', paths.admin.chatHref(101, 10306));
    const marks = sara.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['تخفیف']);
    expect(within(screen.getByRole('region', { name: t.users })).getByText(t.noUsers)).toBeInTheDocument();
  });

  it('links each conversation to its thread and names its unread count', async () => {
    renderList();
    const row = await screen.findByRole('link', { name: /سوگند شیرازی/ });
    expect(row).toHaveAttribute('href', paths.admin.chatHref(160));
    expect(within(row).getByText(chatText.unread(2))).toBeInTheDocument();
    expect(within(row).getByText('با شمارهٔ مامانم هم امتحان کردم ولی نشد.')).toBeInTheDocument();
  });

  it('offers to clear a word nothing matches', async () => {
    renderList(`${paths.admin.chatList}?word=${encodeURIComponent('زرافه')}`);
    await userEvent.click(await screen.findByRole('button', { name: t.clearSearch }));
    await screen.findByText(t.count(34));
    await waitFor(() => expect(address().has('word')).toBe(false));
    expect(screen.getByRole('searchbox', { name: t.search })).toHaveValue('');
  });

  it('shows a long list a hundred at a time', async () => {
    server.use(answering(USERS, manyConversations(250)));
    renderWithApp(<ChatListScreen />, { route: paths.admin.chatList, signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: t.showMore(150) }));
    expect(await screen.findByRole('button', { name: t.showMore(50) })).toBeInTheDocument();
  });
});
