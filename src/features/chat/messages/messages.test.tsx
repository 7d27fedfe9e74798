import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { MessagesScreen } from './messages-screen';
import { t } from './strings';

const USERS = 'listChatUsers' as const;

describe('MessagesScreen', () => {
  it("links each person's conversation by user id in the signed-in role's area, support first", async () => {
    server.use(answeringExample(USERS, 'teacher'));
    renderWithApp(<MessagesScreen />, { route: paths.teacher.messages, signedInAs: 'teacher' });
    const list = await screen.findByRole('list', { name: t.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent(t.support);
    expect(links[0]).toHaveAttribute('href', '/teacher/messages/501');
    expect(links[1]).toHaveTextContent('سارا احمدی');
    expect(links[1]).toHaveAttribute('href', '/teacher/messages/101');
    expect(links[2]).toHaveAttribute('href', '/teacher/messages/301');
  });

  it('renders a last message with markup as text', async () => {
    // One person whose last message looks like HTML.
    server.use(
      answering(USERS, [
        { id: 7, first_name: 'آرش', last_name: 'نیک', unread_count: 0, username: 's7', last_message: '<b>سلام</b>' },
      ]),
    );
    renderWithApp(<MessagesScreen />, { route: paths.student.messages, signedInAs: 'student' });
    expect(await screen.findByText('<b>سلام</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /آرش نیک/ })).toHaveAttribute('href', '/student/messages/7');
  });

  it('shows the fetch error with a retry when the list fails', async () => {
    server.use(failing(USERS, 500));
    renderWithApp(<MessagesScreen />, { route: paths.school.messages, signedInAs: 'school' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
  });
});
