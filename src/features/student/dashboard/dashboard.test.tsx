import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { SessionContext, useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import type { OperationId } from '@/api/generated/operations';
import { answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { DashboardScreen } from './dashboard-screen';
import { moreLinks } from './more-links';
import { t } from './strings';

function renderScreen(signedInAs: Role = 'student') {
  return renderWithApp(<DashboardScreen />, { route: '/student', signedInAs });
}

/** The dashboard under a session whose user's school had gamification off at sign-in. */
function SignedInWithoutGamification() {
  const session = useSession();
  const user = session.user && { ...session.user, gamification_enabled: false };
  return (
    <SessionContext.Provider value={{ ...session, user }}>
      <DashboardScreen />
    </SessionContext.Provider>
  );
}

const region = (name: string) => screen.findByRole('region', { name });

/** Counts the calls to `op` while still answering them with the contract's example. */
function counting<O extends OperationId>(op: O, name = 'student') {
  const calls = { count: 0 };
  server.use(
    handling(op, () => {
      calls.count += 1;
      return example(op, name);
    }),
  );
  return calls;
}

describe('DashboardScreen', () => {
  it('greets the pupil by name and class', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سلام سارا!');
    expect(screen.getByText('چهارم الف، دبستان شهید باهنر')).toBeInTheDocument();
    await screen.findByText('مرور دانش و دانایی');
  });

  it('shows homework due dates and review deadlines in Jalali with Persian digits', async () => {
    renderScreen();
    const homework = await region(t.homework.title);
    expect(await within(homework).findByText('مهلت: ۵ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(within(homework).getByText('۳۳٪ انجام شده')).toBeInTheDocument();
    const reviews = await region(t.reviews.title);
    expect(await within(reviews).findByText('تا ۴ آذر ۱۴۰۵، ۲۰:۰۰')).toBeInTheDocument();
    expect(within(reviews).getByText('علوم چهارم، ۳ از ۱۰ پرسش')).toBeInTheDocument();
  });

  it('links every card to its page', async () => {
    renderScreen();
    const href = (scope: HTMLElement, name: string | RegExp) =>
      within(scope).getByRole('link', { name }).getAttribute('href');

    expect(href(document.body, t.continuePractice)).toBe('/exercise');
    const homework = await region(t.homework.title);
    await within(homework).findByText('مرور دانش و دانایی');
    expect(href(homework, /مرور دانش و دانایی/)).toBe('/homeworks/4105');
    expect(href(homework, t.homework.all)).toBe('/homeworks?grade=fourth');

    const reviews = await region(t.reviews.title);
    await within(reviews).findByText(/مواد طبیعی و ساختگی/);
    // Only the open review: the two done ones are under «همهٔ مرورها».
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);
    expect(href(reviews, /مواد طبیعی و ساختگی/)).toBe('/review/41301/question');
    expect(href(reviews, t.reviews.all)).toBe('/course-review');

    const packages = await region(t.packages.title);
    await within(packages).findByText('بستهٔ نور و سایه، چهارم الف');
    const packageLinks = within(packages).getAllByRole('link');
    expect(packageLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/package/4101',
      '/package/4021',
      '/package/4102',
      '/package/4103',
      '/package/4031',
    ]);
    expect(packageLinks.at(-1)).toHaveTextContent(t.packages.finished);

    const subjects = await region(t.subjects.title);
    await within(subjects).findByText('فارسی چهارم');
    expect(href(subjects, /ریاضی چهارم/)).toBe('/courses/math/401');
    expect(href(subjects, /فارسی چهارم/)).toBe('/courses/literature/402');
    expect(href(subjects, /علوم چهارم/)).toBe('/courses/science/403');

    const rewards = await region(t.rewards.title);
    expect(await within(rewards).findByRole('link', { name: /۵\s*جام و نشان تازه/ })).toHaveAttribute(
      'href',
      '/profile/badges',
    );

    const more = await region(t.more.title);
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/courses',
      '/homeworks?grade=fourth',
      '/course-review',
      '/student/quiz',
      '/student/games/maze',
      '/class',
      '/class-message',
      '/report',
      '/performance',
      '/profile',
      '/plans',
      '/guide',
    ]);
  });

  it('shows cups in all and the new-badges count while gamification is on', async () => {
    renderScreen();
    const rewards = await region(t.rewards.title);
    expect(await within(rewards).findByText('۸')).toBeInTheDocument();
    expect(within(rewards).getByText(t.rewards.cups)).toBeInTheDocument();
    expect(within(rewards).getByText('۵')).toBeInTheDocument();
  });

  it('hides cups and badges entirely when the school switched gamification off', async () => {
    server.use(answeringExample('getNewBadgesCount', 'gamificationOff'));
    renderScreen();
    await screen.findByText('مرور دانش و دانایی');
    await screen.findByText('ریاضی چهارم');
    expect(screen.queryByRole('region', { name: t.rewards.title })).not.toBeInTheDocument();
    expect(screen.queryByText(t.rewards.cups)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /نشان/ })).not.toBeInTheDocument();
  });

  it('invites to a waiting survey and says nothing when there is none', async () => {
    server.use(answeringExample('checkSurvey', 'exists'));
    const first = renderScreen();
    const survey = await region(t.survey.title);
    expect(within(survey).getByText('نظرسنجی دربارهٔ تمرین‌ها')).toBeInTheDocument();
    expect(within(survey).getByRole('link', { name: t.survey.open })).toHaveAttribute('href', '/student/survey/12');
    first.unmount();

    server.use(answeringExample('checkSurvey', 'none'));
    renderScreen();
    await screen.findByText('مرور دانش و دانایی');
    expect(screen.queryByRole('region', { name: t.survey.title })).not.toBeInTheDocument();
  });

  it('asks for the new-badges count for a student only', async () => {
    const asStudent = counting('getNewBadgesCount');
    const first = renderScreen('student');
    await screen.findByText('۸');
    expect(asStudent.count).toBe(1);
    first.unmount();

    const asTeacher = counting('getNewBadgesCount');
    renderScreen('teacher');
    await screen.findByText('مرور دانش و دانایی');
    expect(asTeacher.count).toBe(0);
  });

  it('does not ask for the badge collection when the session starts with gamification off', async () => {
    server.use(answeringExample('getNewBadgesCount', 'gamificationOff'));
    const collection = counting('listMyBadges');
    renderWithApp(<SignedInWithoutGamification />, { route: '/student', signedInAs: 'student' });
    await screen.findByText('مرور دانش و دانایی');
    await screen.findByText('ریاضی چهارم');
    expect(collection.count).toBe(0);
    expect(screen.queryByRole('region', { name: t.rewards.title })).not.toBeInTheDocument();
  });

  it('keeps the other sections when one call fails, and retries that one', async () => {
    server.use(failing('listMyPackages', 500));
    renderScreen();
    const packages = await region(t.packages.title);
    const alert = await within(packages).findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    expect(await screen.findByText('مرور دانش و دانایی')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    server.use(answeringExample('listMyPackages', 'student'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await within(packages).findByText('بستهٔ نور و سایه، چهارم الف')).toBeInTheDocument();
  });

  it('shows the server’s own message in a failing section', async () => {
    server.use(failing('listMyCourses', 500, 'درس‌ها در دسترس نیست'));
    renderScreen();
    const subjects = await region(t.subjects.title);
    expect(await within(subjects).findByRole('alert')).toHaveTextContent('درس‌ها در دسترس نیست');
  });
});

describe('moreLinks', () => {
  it('narrows the homework list to the class grade, and to none without a class', () => {
    expect(moreLinks('sixth')[1]?.to).toBe('/homeworks?grade=sixth');
    expect(moreLinks(null)[1]?.to).toBe('/homeworks');
  });
});
