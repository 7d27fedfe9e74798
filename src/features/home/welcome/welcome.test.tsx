import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { t } from './strings';
import { WelcomeScreen } from './welcome-screen';

const BRIEF = '/member/profile/brief';

/** The contract's example per role, with the name the greeting must use. */
const people: { role: Role; name: string; classLine: boolean }[] = [
  { role: 'student', name: 'سارا احمدی', classLine: true },
  { role: 'teacher', name: 'مریم رضایی', classLine: true },
  { role: 'school', name: 'محمد کریمی', classLine: false },
  { role: 'organization', name: 'علیرضا موسوی', classLine: false },
  { role: 'admin', name: 'نرگس صادقی', classLine: false },
];

describe('WelcomeScreen', () => {
  it.each(people)('greets the $role by name, with role, school and what the home will offer', async (person) => {
    server.use(answeringExample('get', BRIEF, 'getProfileBrief', person.role));
    renderWithApp(<WelcomeScreen />, { signedInAs: person.role });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`سلام ${person.name}!`);
    expect(screen.getByText(common.roles[person.role])).toBeInTheDocument();
    expect(screen.getByText(t.today(formatJalaliDate(new Date())))).toBeInTheDocument();
    expect(screen.getByText(t.coming[person.role])).toBeInTheDocument();
    expect(screen.queryByText(t.className) !== null).toBe(person.classLine);
    expect(screen.queryByText(t.incomplete.title)).not.toBeInTheDocument();
  });

  it('shows the class and grade of a student', async () => {
    server.use(answeringExample('get', BRIEF, 'getProfileBrief', 'student'));
    renderWithApp(<WelcomeScreen />, { signedInAs: 'student' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('چهارم الف')).toBeInTheDocument();
    expect(screen.getByText(common.grades.fourth)).toBeInTheDocument();
    expect(screen.getByText('دبستان شهید باهنر')).toBeInTheDocument();
  });

  it('greets by username and invites completing the profile when no name is set', async () => {
    server.use(answeringExample('get', BRIEF, 'getProfileBrief', 'empty'));
    renderWithApp(<WelcomeScreen />, { signedInAs: 'student' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سلام student2!');
    expect(screen.getByText(t.incomplete.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.incomplete.action })).toHaveAttribute('href', paths.student.profile);
    // An empty school name is left out rather than shown blank.
    expect(screen.queryByText(t.school)).not.toBeInTheDocument();
  });

  it('shows the server’s detail when the brief fails, and retries', async () => {
    server.use(failing('get', BRIEF, 500, 'سرور موقتاً در دسترس نیست'));
    renderWithApp(<WelcomeScreen />, { signedInAs: 'student' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('سرور موقتاً در دسترس نیست');

    server.use(answeringExample('get', BRIEF, 'getProfileBrief', 'student'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سلام سارا احمدی!');
  });

  it('falls back to the catalogue message when the server says nothing', async () => {
    server.use(failing('get', BRIEF, 500));
    renderWithApp(<WelcomeScreen />, { signedInAs: 'student' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.profile);
  });

  it('shows a spinner while the brief loads', () => {
    renderWithApp(<WelcomeScreen />, { signedInAs: 'student' });
    expect(screen.getByRole('status')).toHaveTextContent(common.loading);
  });
});
