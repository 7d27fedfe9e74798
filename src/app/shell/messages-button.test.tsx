import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThreadScreen } from '@/features/chat/thread/thread-screen';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { MessagesButton } from './messages-button';
import { messagesButtonText as t } from './messages-button-strings';

/** The server as the issue describes it: 3 unread until the thread is read, then 0. */
function serverThatMarksRead() {
  let read = false;
  server.use(
    handling('getChatUnreadCount', () => ({ count: read ? 0 : 3 })),
    handling('getChatThread', () => {
      read = true;
      return example('getChatThread', 'student');
    }),
  );
}

describe('MessagesButton', () => {
  it('shows the unread count and clears it once a thread has been read', async () => {
    serverThatMarksRead();
    renderWithApp(
      <>
        <MessagesButton />
        <Routes>
          <Route path={paths.student.home} element={<Link to={paths.student.messageThreadHref(501)}>support</Link>} />
          <Route path={paths.student.messageThread} element={<ThreadScreen />} />
        </Routes>
      </>,
      { route: paths.student.home, signedInAs: 'student' },
    );
    const badge = await screen.findByRole('link', { name: 'پیام‌ها، ۳ پیام خوانده‌نشده' });
    expect(badge).toHaveAttribute('href', paths.student.messages);

    await userEvent.click(screen.getByRole('link', { name: 'support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'نرگس صادقی' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: t.label })).toBeInTheDocument();
    expect(screen.queryByText('۳')).toBeNull();
  });

  it('keeps the link, without a badge, when the count cannot be read', async () => {
    server.use(failing('getChatUnreadCount', 500));
    renderWithApp(<MessagesButton />, { route: paths.teacher.home, signedInAs: 'teacher' });
    expect(await screen.findByRole('link', { name: t.label })).toHaveAttribute('href', paths.teacher.messages);
  });

  it('is not shown to the office, which does not chat', () => {
    renderWithApp(<MessagesButton />, { route: paths.organization.home, signedInAs: 'organization' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
