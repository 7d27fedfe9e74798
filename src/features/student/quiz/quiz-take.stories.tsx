import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { QuizSession } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { QuizTakeScreen } from './quiz-take-screen';
import { t } from './strings';

/** Both quiz-taking routes, with the address shown so a story can read where it went. */
function QuizRoutes() {
  return (
    <>
      <Routes>
        <Route path={paths.student.quiz.take} element={<QuizTakeScreen />} />
        <Route path={paths.student.quiz.list} element={<QuizTakeScreen />} />
        <Route path={paths.student.quiz.postQuiz} element={null} />
      </Routes>
      <Where />
    </>
  );
}

const session = example('getMyQuizSession', 'student');
const quizId = session.quiz.id;
/** The session with `seconds` left on the server's clock. */
const withSecondsLeft = (seconds: number): QuizSession => {
  const serverTime = new Date(session.progress.server_time).getTime();
  return {
    ...session,
    progress: {
      ...session.progress,
      remaining_seconds: seconds,
      ends_at: new Date(serverTime + seconds * 1000).toISOString(),
    },
  };
};

const meta = {
  title: 'Student/Quiz taking',
  component: QuizRoutes,
  parameters: {
    app: { route: paths.student.quiz.takeHref(quizId, 1), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyQuizSession', session),
        answeringExample('answerQuizQuestion', 'default'),
        answeringExample('updateQuizProgress', 'default'),
        answeringExample('submitQuiz', 'student'),
        answeringExample('getMyQuizDetails', 'student'),
      ],
    },
  },
} satisfies Meta<typeof QuizRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One question: the quiz's title, the clock from the server's end time, the question and its points. */
export const Question: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: session.quiz.title })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(t.timeLeft('۳۵:۰۰'));
    await expect(canvas.getByText('پرسش ۱ از ۱۰')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.next })).toHaveAttribute(
      'href',
      paths.student.quiz.takeHref(quizId, 2),
    );
    await expect(canvas.getByText(t.answeredCount('۰', '۱۰'))).toBeVisible();
  },
};

/** On a phone: the same, nothing wider than the screen. */
export const Mobile: Story = {
  ...Question,
  globals: { viewport: { value: 'mobile' } },
};

/** Without a number the quiz resumes at the question the server kept. */
export const ResumesWhereLeft: Story = {
  parameters: { app: { route: paths.student.quiz.takeHref(quizId), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(
        paths.student.quiz.takeHref(quizId, session.progress.current_question),
      ),
    );
  },
};

/** A choice is saved at once and said so. */
export const AnswerSaved: Story = {
  play: async ({ canvas }) => {
    const choices = await canvas.findAllByRole('radio');
    await userEvent.click(choices[1]!);
    await expect(await canvas.findByText(t.save.saved)).toBeVisible();
  },
};

/** Saving fails: the answer stays chosen, the failure is said, and «ارسال دوباره» is offered. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [answering('getMyQuizSession', session), failing('answerQuizQuestion', 500)] } },
  play: async ({ canvas }) => {
    const choices = await canvas.findAllByRole('radio');
    await userEvent.click(choices[1]!);
    await expect(await canvas.findByText(t.save.failed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(choices[1]).toBeChecked();
  },
};

/** The last minute: the clock turns red and the pupil is told the quiz will be handed in by itself. */
export const LastMinute: Story = {
  parameters: { msw: { handlers: [answering('getMyQuizSession', withSecondsLeft(45))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(t.oneMinute)).not.toHaveLength(0);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(/۰۰:[۰-۴][۰-۹]/);
  },
};

/** The list of questions: each a link, its state in words. */
export const QuestionList: Story = {
  parameters: { app: { route: paths.student.quiz.listHref(quizId, 3), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.list.title })).toBeVisible();
    const third = canvas.getByRole('link', { name: t.list.item('۳', t.list.unanswered) });
    await expect(third).toHaveAttribute('href', paths.student.quiz.takeHref(quizId, 3));
    await expect(third).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('link', { name: t.list.back('۳') })).toBeVisible();
  },
};

/** Handing in asks first, listing the questions without an answer. */
export const ConfirmHandIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.submit }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.confirm.title });
    await waitFor(() => expect(within(dialog).getByText(t.confirm.unanswered('۱۰'))).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.yes }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(paths.student.quiz.postQuizHref(quizId)),
    );
  },
};

/** The hand-in fails: the message, and «ارسال دوباره» sends it again without asking. */
export const HandInFails: Story = {
  parameters: { msw: { handlers: [answering('getMyQuizSession', session), failing('submitQuiz', 500)] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.submit }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.yes }));
    // The message fades in; on a loaded machine the first look can catch it mid-transition.
    await waitFor(() => expect(canvas.getByText(errors.sendInformation)).toBeVisible());
    await expect(canvas.getByRole('button', { name: t.retry })).toBeEnabled();
  },
};

/** The quiz is not open now: the server's reason and the way back. */
export const NotOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getMyQuizSession', 'default', { status: 400 }),
        answeringExample('getMyQuizDetails', 'student'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('زمان این آزمون هنوز شروع نشده است.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.toQuizzes })).toHaveAttribute('href', paths.student.quiz.root);
  },
};

/** While the session loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getMyQuizSession')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.loading)).toBeVisible();
  },
};

/** The session cannot be read: the catalogued message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [failing('getMyQuizSession', 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
