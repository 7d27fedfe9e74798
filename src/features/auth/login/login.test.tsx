import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { describe, expect, it } from 'vitest';
import { GuestOnly } from '@/shared/auth/guards';
import { loginAs } from '@/testing/fixtures';
import { answering, example, handling, type AnswerOf, type BodyOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { LoginScreen } from './login-screen';
import { t } from './strings';
import { Where } from '@/testing/where';

function renderLogin(route = `${paths.auth.login}?method=otp`) {
  return renderWithApp(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path={paths.auth.login} element={<LoginScreen />} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

/** Records the JSON bodies the login call receives and answers with `answers` in turn. */
function recordLogins(...answers: AnswerOf<'login'>[]) {
  const bodies: BodyOf<'login'>[] = [];
  server.use(
    handling('login', async ({ body }) => {
      bodies.push(await body());
      return answers[Math.min(bodies.length - 1, answers.length - 1)] ?? HttpResponse.json({}, { status: 500 });
    }),
  );
  return bodies;
}

async function sendCode(phone: string, code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: t.otp.phone }), phone);
  await user.click(screen.getByRole('button', { name: t.otp.sendCode }));
  await user.type(await screen.findByRole('textbox', { name: t.otp.code }), code);
  await user.click(screen.getByRole('button', { name: t.otp.submit }));
  return user;
}

describe('phone sign-in', () => {
  it('sends Latin digits and completes by itself when the phone has one user', async () => {
    let requestedPhone: string | null = null;
    server.use(
      handling('requestVerificationCode', ({ query }) => {
        requestedPhone = query.get('phone');
        return { status: 1, message: 'ok' };
      }),
    );
    const bodies = recordLogins(example('login', 'phoneSingle'), loginAs('school'));
    renderLogin();
    await sendCode('۰۹۱۳۱۱۱٢٢٣٣', '۱۲٣۴۵');
    expect(await screen.findByLabelText('where')).toHaveTextContent('/school');
    expect(requestedPhone).toBe('09131112233');
    expect(bodies).toEqual([
      { phone: '09131112233', code: '12345' },
      { phone: '09131112233', code: '12345', username: 'school' },
    ]);
  });

  it('lets the person pick when several users share the phone, then honours returnTo', async () => {
    const bodies = recordLogins(example('login', 'phoneSeveral'), loginAs('teacher'));
    renderLogin(`${paths.auth.login}?method=otp&returnTo=%2Fteacher%2Fclasses`);
    const user = await sendCode('09121234567', '12345');
    await user.click(await screen.findByRole('button', { name: /مریم رضایی/ }));
    expect(await screen.findByLabelText('where')).toHaveTextContent('/teacher/classes');
    expect(bodies[1]).toMatchObject({ username: 'teacher' });
  });

  it('refuses a code-send answer with status 0 and shows its message', async () => {
    server.use(answering('requestVerificationCode', { status: 0, message: 'بیش از حد تلاش کرده‌اید.' }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.otp.phone }), '09121234567');
    await user.click(screen.getByRole('button', { name: t.otp.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بیش از حد تلاش کرده‌اید.');
    expect(screen.queryByRole('textbox', { name: t.otp.code })).not.toBeInTheDocument();
  });
});

describe('password sign-in', () => {
  it('lands on the role’s home when returnTo belongs to another role', async () => {
    recordLogins(loginAs('student'));
    renderLogin(`${paths.auth.login}?returnTo=%2Fteacher`);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.password.username }), 'student');
    await user.type(screen.getByLabelText(new RegExp(`^${t.password.password}`)), 'secret');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByLabelText('where')).toHaveTextContent(/^\/student$/);
  });
});
