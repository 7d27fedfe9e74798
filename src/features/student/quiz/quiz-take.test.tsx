import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizAnswer, QuizProgressUpdate, QuizSession, SubmitQuizBody } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answering, example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { QuizTakeScreen } from './quiz-take-screen';
import { t } from './strings';

const session = example('getMyQuizSession', 'student');
const quizId = session.quiz.id;
const [first, second] = session.questions as [QuizSession['questions'][0], QuizSession['questions'][0]];

/** The quiz in small: its session (with `seconds` left), and every call the screen makes. */
function serve(seconds = session.progress.remaining_seconds) {
  const answers: QuizAnswer[] = [];
  const moves: QuizProgressUpdate[] = [];
  const handIns: SubmitQuizBody[] = [];
  const serverTime = new Date(session.progress.server_time).getTime();
  const progress = {
    ...session.progress,
    remaining_seconds: seconds,
    ends_at: new Date(serverTime + seconds * 1000).toISOString(),
  };
  server.use(
    answering('getMyQuizSession', { ...session, progress }),
    handling('answerQuizQuestion', async (call) => {
      answers.push(await call.body());
      return progress;
    }),
    handling('updateQuizProgress', async (call) => {
      moves.push(await call.body());
      return progress;
    }),
    handling('submitQuiz', async (call) => {
      handIns.push(await call.body());
      return example('submitQuiz', 'student');
    }),
  );
  return { answers, moves, handIns };
}

function renderAt(route: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path={paths.student.quiz.take} element={<QuizTakeScreen />} />
        <Route path={paths.student.quiz.list} element={<QuizTakeScreen />} />
        <Route path={paths.student.quiz.postQuiz} element={null} />
      </Routes>
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

const where = () => screen.getByRole('status', { name: 'where' });

afterEach(() => {
  vi.useRealTimers();
});

describe('taking a quiz', () => {
  it('saves a tap at once, the flag with it, the place on moving, and a typed blank once typing stops', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt(paths.student.quiz.takeHref(quizId, 1));
    const choices = await screen.findAllByRole('radio');
    await user.click(choices[1]!);
    await waitFor(() => expect(calls.answers).toHaveLength(1));
    expect(calls.answers[0]).toEqual({
      question_id: first.question.id,
      answer: { type: 'true_false', value: false },
      flagged: false,
    });

    await user.click(screen.getByRole('button', { name: t.flag }));
    await waitFor(() => expect(calls.answers).toHaveLength(2));
    expect(calls.answers[1]).toMatchObject({
      question_id: first.question.id,
      flagged: true,
      answer: { value: false },
    });

    await user.click(screen.getByRole('link', { name: t.next }));
    await waitFor(() => expect(calls.moves).toContainEqual(expect.objectContaining({ current_question: 2 })));

    await user.type(await screen.findByRole('textbox'), 'بازیافت');
    await waitFor(() => expect(calls.answers).toHaveLength(3), { timeout: 3000 });
    expect(calls.answers[2]).toMatchObject({
      question_id: second.question.id,
      answer: { type: 'blanks', values: [{ blank_id: 'a', text: 'بازیافت' }] },
    });
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
  });

  it('asks before handing in, lists what is unanswered, sends every answer and goes to the result', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt(paths.student.quiz.takeHref(quizId, 1));
    await user.click((await screen.findAllByRole('radio'))[1]!);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const dialog = await screen.findByRole('dialog', { name: t.confirm.title });
    expect(within(dialog).getByText(t.confirm.unanswered('۹'))).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: t.confirm.goTo('۲') })).toHaveAttribute(
      'href',
      paths.student.quiz.takeHref(quizId, 2),
    );
    await user.click(within(dialog).getByRole('button', { name: t.confirm.yes }));
    await waitFor(() => expect(where()).toHaveTextContent(paths.student.quiz.postQuizHref(quizId)));
    expect(calls.handIns).toHaveLength(1);
    expect(calls.handIns[0]!.answers).toContainEqual({
      question_id: first.question.id,
      answer: { type: 'true_false', value: false },
      flagged: false,
    });
  });

  it('counts to the server’s end time, whatever the device clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T12:00:00Z'));
    serve();
    renderAt(paths.student.quiz.takeHref(quizId, 1));
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۳[۴۵]:[۰-۹]{2}/);
  });

  it('hands the quiz in by itself when time is up, with the answers on screen', async () => {
    const calls = serve(1);
    renderAt(paths.student.quiz.takeHref(quizId, 1));
    await waitFor(() => expect(calls.handIns).toHaveLength(1), { timeout: 4000 });
    await waitFor(() => expect(where()).toHaveTextContent(paths.student.quiz.postQuizHref(quizId)));
  });

  it('resumes at the question the server kept when the address has no number', async () => {
    serve();
    renderAt(paths.student.quiz.takeHref(quizId));
    await waitFor(() =>
      expect(where()).toHaveTextContent(paths.student.quiz.takeHref(quizId, session.progress.current_question)),
    );
  });
});
