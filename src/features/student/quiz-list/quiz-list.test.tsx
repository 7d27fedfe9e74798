import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Quiz } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { getGetMyQuizDetailsUrl } from '@/api/generated/endpoints/member/member';
import { answering, answeringExample, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { openDetails, quizList, runningDetails, withStatus } from './fixtures';
import { QuizListScreen } from './quiz-list-screen';
import { t } from './strings';
import { quizStatusLabel } from '@/shared/status/quiz';

function renderScreen(list: Quiz[] = quizList(), route = '/student/quiz') {
  server.use(answering('listMyQuizzes', list));
  return renderWithApp(
    <>
      <QuizListScreen />
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (title: string) => screen.getByRole('article', { name: title });
const where = () => screen.getByRole('status', { name: 'where' });

describe('QuizListScreen', () => {
  it('shows each quiz in its section with its facts in Persian words and digits', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const open = within(await screen.findByRole('region', { name: t.groups.open }));
    const science = within(open.getByRole('article', { name: 'آزمون فصل ۲ علوم' }));
    expect(science.getByText(quizStatusLabel.open)).toBeInTheDocument();
    expect(science.getByText('علوم چهارم')).toBeInTheDocument();
    expect(science.getByText('۱۰ پرسش در ۳۵ دقیقه. پاسخ‌ها را با دقت بنویسید.')).toBeInTheDocument();
    expect(science.getByText('۳۵ دقیقه')).toBeInTheDocument();
    expect(science.getByText('۱۰ پرسش')).toBeInTheDocument();
    expect(science.getByText('۱۲ نمره')).toBeInTheDocument();
    expect(science.getByText(t.showAnswers.submission)).toBeInTheDocument();
    const quiz = quizList()[0]!;
    expect(
      science.getByText(t.window(formatJalaliDateTime(quiz.start_at), formatJalaliDateTime(quiz.end_at))),
    ).toHaveTextContent(/^از [۰-۹]+ .+، [۰-۹]{2}:[۰-۹]{2} تا /);
    expect(science.getByRole('link', { name: t.actionFor(t.actions.details, 'آزمون فصل ۲ علوم') })).toHaveAttribute(
      'href',
      '/student/quiz?quiz=501',
    );

    const upcoming = within(section(t.groups.upcoming));
    const fractions = within(upcoming.getByRole('article', { name: 'آزمون کسر' }));
    expect(fractions.getByText(quizStatusLabel.upcoming)).toBeInTheDocument();
    expect(fractions.getByText(t.showAnswers.quiz_end)).toBeInTheDocument();
    expect(fractions.getByText(/^شروع: .+ \(۷ روز دیگر\)$/)).toBeInTheDocument();
    expect(fractions.queryByRole('link', { name: /شروع آزمون/ })).not.toBeInTheDocument();

    const done = within(section(t.groups.done));
    expect(done.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(t.groupCount(3))).toBeInTheDocument();
  });

  it('links a handed-in quiz to its report, a started one straight back into it, and a missed one nowhere', async () => {
    renderScreen(withStatus(withStatus(quizList(), 501, 'in_progress'), 495, 'closed'));
    const math = within(await screen.findByRole('article', { name: 'آزمون فصل ۱ ریاضی' }));
    expect(math.getByText(quizStatusLabel.submitted)).toBeInTheDocument();
    expect(math.getByText(t.showAnswers.never)).toBeInTheDocument();
    expect(math.getByRole('link', { name: t.actionFor(t.actions.report, 'آزمون فصل ۱ ریاضی') })).toHaveAttribute(
      'href',
      '/student/quiz/497/report',
    );
    const closed = within(card('آزمون مواد'));
    expect(closed.getByText(quizStatusLabel.closed)).toBeInTheDocument();
    expect(closed.getByText(t.closedNote)).toBeInTheDocument();
    // Closed means the pupil never started it: there is no result to link to.
    expect(closed.queryByRole('link', { name: t.actionFor(t.actions.report, 'آزمون مواد') })).not.toBeInTheDocument();

    const running = within(card('آزمون فصل ۲ علوم'));
    expect(running.getByText(quizStatusLabel.in_progress)).toBeInTheDocument();
    expect(running.getByText(t.running)).toBeInTheDocument();
    expect(running.getByRole('link', { name: t.actionFor(t.actions.resume, 'آزمون فصل ۲ علوم') })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
  });

  it('opens a quiz’s details from the address, with the rules and a real start link', async () => {
    let asked = '';
    server.use(
      handling(
        'getMyQuizDetails',
        ({ request }) => {
          asked = new URL(request.url).pathname;
          return openDetails();
        },
        { params: { quizId: 501 } },
      ),
    );
    renderScreen(quizList(), '/student/quiz?quiz=501');
    const dialog = within(await screen.findByRole('dialog', { name: 'آزمون فصل ۲ علوم' }));
    expect(asked).toBe(`/api${getGetMyQuizDetailsUrl(501)}`);
    expect(dialog.getByText(t.details.rules.timer('۳۵ دقیقه'))).toBeInTheDocument();
    expect(dialog.getByText(t.details.rules.saved)).toBeInTheDocument();
    expect(dialog.getByText(t.details.rules.flags)).toBeInTheDocument();
    expect(dialog.getByText(t.details.rules.autoSubmit)).toBeInTheDocument();
    expect(dialog.getByText(t.details.rules.early)).toBeInTheDocument();
    expect(dialog.getByText(t.details.rules.answers.submission)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: t.actions.start })).toHaveAttribute('href', '/student/quiz/501');

    await userEvent.click(dialog.getByRole('button', { name: t.details.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toHaveTextContent(/^\/student\/quiz$/);
  });

  it('opens the details from a card and closes back to the list', async () => {
    server.use(answering('getMyQuizDetails', runningDetails(), { params: { quizId: 501 } }));
    renderScreen(withStatus(quizList(), 501, 'in_progress'));
    const link = await screen.findByRole('link', { name: t.actionFor(t.actions.detailsOnly, 'آزمون فصل ۲ علوم') });
    await userEvent.click(link);
    expect(where()).toHaveTextContent('/student/quiz?quiz=501');
    const dialog = within(await screen.findByRole('dialog', { name: 'آزمون فصل ۲ علوم' }));
    expect(dialog.getByText(t.details.rules.timerRunning('۳۵ دقیقه'))).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: t.actions.resume })).toHaveAttribute('href', '/student/quiz/501');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/student\/quiz$/));
  });

  it('gives an upcoming quiz’s rules without a start link, and a handed-in one’s report', async () => {
    const list = quizList();
    server.use(
      answering(
        'getMyQuizDetails',
        list.find((q) => q.id === 503)!,
        { params: { quizId: 503 } },
      ),
      answering(
        'getMyQuizDetails',
        list.find((q) => q.id === 499)!,
        { params: { quizId: 499 } },
      ),
    );
    renderScreen(list, '/student/quiz?quiz=503');
    const upcoming = within(await screen.findByRole('dialog', { name: 'آزمون کسر' }));
    expect(upcoming.getByText(t.details.notYet)).toBeInTheDocument();
    expect(upcoming.getByText(t.details.rules.answers.quiz_end)).toBeInTheDocument();
    expect(upcoming.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    renderScreen(list, '/student/quiz?quiz=499');
    const done = within(await screen.findByRole('dialog', { name: 'آزمون فصل ۲ فارسی' }));
    expect(done.getByRole('link', { name: t.actions.report })).toHaveAttribute('href', '/student/quiz/499/report');
    expect(done.queryByRole('link', { name: t.actions.start })).not.toBeInTheDocument();
  });

  it('says so in the dialog when the quiz is not the pupil’s', async () => {
    server.use(answeringExample('getMyQuizDetails', 'default', { params: { quizId: 999 }, status: 404 }));
    renderScreen(quizList(), '/student/quiz?quiz=999');
    const dialog = within(await screen.findByRole('dialog', { name: t.details.loadingTitle }));
    expect(await dialog.findByText(t.details.notFound.title)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
  });

  it('tells a pupil without quizzes that none was set yet', async () => {
    server.use(answeringExample('listMyQuizzes', 'empty'));
    renderWithApp(<QuizListScreen />, { route: '/student/quiz', signedInAs: 'student' });
    expect(await screen.findByText(t.empty.title)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the catalogued error with a retry that reads the list again', async () => {
    let calls = 0;
    server.use(
      handling('listMyQuizzes', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : quizList();
      }),
    );
    renderWithApp(<QuizListScreen />, { route: '/student/quiz', signedInAs: 'student' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('article', { name: 'آزمون کسر' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
