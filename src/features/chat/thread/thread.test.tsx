import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { chatText } from '@/shared/chat/strings';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { t } from './strings';
import { ThreadScreen } from './thread-screen';

const THREAD = 'getChatThread' as const;

function open(route: string, role: Role) {
  renderWithApp(
    <Routes>
      <Route path={paths.student.messageThread} element={<ThreadScreen />} />
      <Route path={paths.teacher.messageThread} element={<ThreadScreen />} />
      <Route path={paths.school.messageThread} element={<ThreadScreen />} />
    </Routes>,
    { route, signedInAs: role },
  );
}

describe('ThreadScreen', () => {
  it('asks for the conversation with the user of the address and names them, their role and school', async () => {
    const asked: string[] = [];
    server.use(
      handling(THREAD, ({ query }) => {
        asked.push(query.get('userId') ?? '');
        return example(THREAD, 'empty');
      }),
    );
    open(paths.school.messageThreadHref(204), 'school');
    expect(await screen.findByRole('heading', { level: 1, name: 'حسین نوری' })).toBeInTheDocument();
    expect(screen.getByText(`${common.roles.teacher} · دبستان دخترانه فرزانگان ۲`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', paths.school.messages);
    expect(asked).toContain('204');
  });

  it('explains, with the way back, when the server does not allow this conversation (403)', async () => {
    server.use(failing(THREAD, 403, 'دسترسی به این بخش ممکن نیست.'));
    open(paths.teacher.messageThreadHref(999), 'teacher');
    expect(await screen.findByText(t.forbidden.title)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.back })[1]).toHaveAttribute('href', paths.teacher.messages);
    expect(screen.queryByRole('button', { name: common.retry })).toBeNull();
  });

  it("shows the catalogue's thread error with a retry for any other failure", async () => {
    server.use(failing(THREAD, 500, null));
    open(paths.student.messageThreadHref(501), 'student');
    expect(await screen.findByRole('alert')).toHaveTextContent(chatText.loadError);
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
  });

  it('asks nothing for an address without a user id', async () => {
    let asked = false;
    server.use(
      handling(THREAD, () => {
        asked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    open('/student/messages/support', 'student');
    expect(await screen.findByText(t.forbidden.title)).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
