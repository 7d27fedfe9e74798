import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActiveUser } from '@/api/generated/model';
import { SessionContext, useSession } from '@/shared/auth/session-context';
import { parseId } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { getGetClassmateProfileUrl } from '@/api/generated/endpoints/member/member';
import { answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ClassScreen } from './class-screen';
import { t } from './strings';

/** The screen under the signed-in pupil, with `change` applied to the session's user. */
function AsUser({ change }: { change: (user: ActiveUser) => ActiveUser }) {
  const session = useSession();
  return (
    <SessionContext.Provider value={{ ...session, user: session.user && change(session.user) }}>
      <ClassScreen />
      <Where />
    </SessionContext.Provider>
  );
}

function renderScreen(
  route = '/class',
  change: (user: ActiveUser) => ActiveUser = (user) => user,
  exampleName = 'student',
) {
  server.use(answeringExample('getMyClassProfile', exampleName, { params: { id: 41 } }));
  return renderWithApp(<AsUser change={change} />, { route, signedInAs: 'student' });
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('ClassScreen', () => {
  it('shows the class, its school and teacher, classmates by name with nothing compared, and my own progress', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    expect(await screen.findByText(t.className('چهارم الف'))).toBeInTheDocument();
    expect(screen.getByText('دبستان شهید باهنر')).toBeInTheDocument();
    expect(screen.getByText('مریم رضایی')).toBeInTheDocument();
    expect(screen.getByText(t.headcount('۲۶'))).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(26);
    // By last name, like the class register; no classmate's cups or badges in the list.
    expect(links[0]).toHaveTextContent(t.self('سارا احمدی'));
    expect(links[1]).toHaveTextContent('ریحانه باقری');
    expect(links[1]).toHaveAttribute('href', '/class?classmate=158');
    expect(within(screen.getByRole('list')).queryByText(/جام/)).not.toBeInTheDocument();
    const own = screen.getByRole('region', { name: t.own.title });
    expect(within(own).getByText(t.rewards('۸', '۶'))).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: t.own.report })).toHaveAttribute('href', '/report');
    expect(within(own).getByRole('link', { name: t.own.badges })).toHaveAttribute('href', '/profile/badges');
    expect(screen.getByRole('link', { name: t.messagesLink })).toHaveAttribute('href', '/class-message');
  });

  it('hides cups and badges when the school turned gamification off', async () => {
    renderScreen('/class', (user) => ({ ...user, gamification_enabled: false }));
    await screen.findByText('ریحانه باقری');
    expect(screen.queryByText(/جام/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.own.report })).toBeInTheDocument();
  });

  it('opens a classmate named in the address, so a reload keeps the dialog', async () => {
    let asked = '';
    server.use(
      handling(
        'getClassmateProfile',
        ({ request }) => {
          asked = new URL(request.url).pathname;
          return example('getClassmateProfile', 'student');
        },
        { params: { id: 153 } },
      ),
    );
    renderScreen('/class?classmate=153');
    const dialog = await screen.findByRole('dialog', { name: 'بردیا عباسی' });
    expect(asked).toBe(`/api${getGetClassmateProfileUrl(153)}`);
    expect(within(dialog).getByText('چهارم الف، دبستان شهید باهنر')).toBeInTheDocument();
    expect(within(dialog).getByText('سه روز پشت سر هم')).toBeInTheDocument();
    expect(within(dialog).getByText(t.classmate.skillsMastered).nextSibling).toHaveTextContent('۰');
    await userEvent.click(within(dialog).getByRole('button', { name: t.classmate.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toHaveTextContent(/^\/class$/);
  });

  it('opens a classmate from the list and closing goes back to the plain list', async () => {
    server.use(answeringExample('getClassmateProfile', 'empty', { params: { id: 167 } }));
    renderScreen();
    await userEvent.click(await screen.findByRole('link', { name: /متین رضایی/ }));
    expect(where()).toHaveTextContent('/class?classmate=167');
    const dialog = await screen.findByRole('dialog', { name: 'نازنین کاظمی' });
    expect(within(dialog).getByText(t.classmate.noBadges)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/class$/));
  });

  it('shows the server’s message in the dialog when a classmate cannot be read', async () => {
    server.use(failing('getClassmateProfile', 404, 'موردی پیدا نشد.', { params: { id: 999 } }));
    renderScreen('/class?classmate=999');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('موردی پیدا نشد.');
  });

  it('says so when the class has no pupils yet', async () => {
    renderScreen('/class', (user) => user, 'empty');
    expect(await screen.findByText(t.empty.title)).toBeInTheDocument();
  });

  it('asks nothing and says so when the pupil has no class', async () => {
    let asked = false;
    server.use(handling('getMyClassProfile', () => ((asked = true), example('getMyClassProfile', 'student'))));
    renderWithApp(<AsUser change={(user) => ({ ...user, class: null, classes: [] })} />, {
      route: '/class',
      signedInAs: 'student',
    });
    expect(screen.getByText(t.noClass.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.noClass.action })).toHaveAttribute('href', '/student');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
  });

  it('shows the catalogue message on failure and loads again on retry', async () => {
    server.use(failing('getMyClassProfile', 500, undefined, { params: { id: 41 } }));
    renderWithApp(<AsUser change={(user) => user} />, { route: '/class', signedInAs: 'student' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample('getMyClassProfile', 'student', { params: { id: 41 } }));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText('متین رضایی')).toBeInTheDocument();
  });
});

describe('the classmate parameter', () => {
  it('takes a whole positive id only, in any digit set (parseId)', () => {
    expect(parseId('153')).toBe(153);
    expect(parseId('۱۵۳')).toBe(153);
    expect(parseId('١٥٣')).toBe(153);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc']) expect(parseId(bad)).toBeNull();
  });
});
