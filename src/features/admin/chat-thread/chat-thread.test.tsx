import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { chatText } from '@/shared/chat/strings';
import { paths } from '@/shared/routing/paths';
import { failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { AdminChatThreadScreen } from './chat-thread-screen';
import { longMessages, longText, managerHead, OTHER, pagedThread, saraThread, THREAD } from './fixtures';
import { t } from './strings';

function renderThread(route: string) {
  return renderWithApp(
    <Routes>
      <Route path={paths.admin.chat} element={<AdminChatThreadScreen />} />
    </Routes>,
    { route, signedInAs: 'admin' },
  );
}

describe('the admin’s AdminChatThreadScreen', () => {
  it('asks for the chat of the address and names the other party, their role in Persian and school', async () => {
    const asked: string[] = [];
    server.use(
      handling(THREAD, ({ params }) => {
        asked.push(params.chatId);
        return saraThread;
      }),
    );
    renderThread(paths.admin.chatHref(OTHER));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeInTheDocument();
    expect(screen.getByText('دانش‌آموز · دبستان شهید باهنر')).toBeInTheDocument();
    expect(asked[0]).toBe(String(OTHER));
  });

  it('says the conversation is not there for a 404, with the way back', async () => {
    server.use(failing(THREAD, 404, 'کاربر پیدا نشد.'));
    renderThread(paths.admin.chatHref(777));
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.admin.chatList);
  });

  it('never asks for a malformed chat id', async () => {
    let asked = 0;
    server.use(
      handling(THREAD, () => {
        asked += 1;
        return saraThread;
      }),
    );
    renderThread(paths.admin.chatHref(0));
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound.title })).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('shows the catalogued thread failure with a retry', async () => {
    server.use(failing(THREAD, 500));
    renderThread(paths.admin.chatHref(OTHER));
    expect(await screen.findByRole('alert')).toHaveTextContent(chatText.loadError);
  });

  it('opens at a searched message three pages back, marked', async () => {
    server.use(pagedThread(longMessages(300), managerHead));
    renderThread(paths.admin.chatHref(OTHER, 120));
    // A guard against hangs, not a speed limit: three pages of messages are fetched and drawn in
    // jsdom, which took 7 s on the 2-core machine with every test project running.
    const marker = await screen.findByText(chatText.focused, {}, { timeout: 15_000 });
    expect(marker.parentElement).toHaveTextContent(longText(120));
  });
});
