import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { chipTextSizes } from '@/shared/ui/chip-measure';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { openDetails, quizList, runningDetails, withStatus } from './fixtures';
import { quizDetailsHref } from './quiz-param';
import { QuizListScreen } from './quiz-list-screen';
import { t } from './strings';
import { quizStatusLabel } from '@/shared/status/quiz';

const SCIENCE = 'آزمون فصل ۲ علوم';
/** «از ۲۱ آبان ۱۴۰۵، ۰۸:۰۰ تا ۲۴ آبان ۱۴۰۵، ۲۰:۰۰» with whatever dates today's week gives. */
const WINDOW = /^از [۰-۹]+ \S+ [۰-۹]{4}، [۰-۹]{2}:[۰-۹]{2} تا [۰-۹]+ \S+ [۰-۹]{4}، [۰-۹]{2}:[۰-۹]{2}$/;

const meta = {
  title: 'Student/Quizzes',
  component: QuizListScreen,
  parameters: {
    app: { route: paths.student.quiz.root, signedInAs: 'student' },
    msw: { handlers: [answering('listMyQuizzes', quizList())] },
  },
} satisfies Meta<typeof QuizListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const open = within(await canvas.findByRole('region', { name: t.groups.open }));
    const science = within(open.getByRole('article', { name: SCIENCE }));
    await expect(science.getByText(quizStatusLabel.open)).toBeVisible();
    // A status chip is at least 12 px (Mantine's default badge is 11).
    await expect(Math.min(...chipTextSizes(canvasElement))).toBeGreaterThanOrEqual(12);
    await expect(science.getByText('۳۵ دقیقه')).toBeVisible();
    await expect(science.getByText('۱۰ پرسش')).toBeVisible();
    await expect(science.getByText('۱۲ نمره')).toBeVisible();
    await expect(science.getByText(t.showAnswers.submission)).toBeVisible();
    await expect(science.getByText(WINDOW)).toBeVisible();
    await expect(science.getByRole('link', { name: t.actionFor(t.actions.details, SCIENCE) })).toHaveAttribute(
      'href',
      quizDetailsHref(501),
    );

    const upcoming = within(canvas.getByRole('region', { name: t.groups.upcoming }));
    await expect(upcoming.getByText(/\(۷ روز دیگر\)$/)).toBeVisible();
    await expect(upcoming.getByText(t.showAnswers.quiz_end)).toBeVisible();

    const done = within(canvas.getByRole('region', { name: t.groups.done }));
    await expect(done.getAllByRole('article')).toHaveLength(3);
    await expect(done.getByText(t.showAnswers.never)).toBeVisible();
    await expect(done.getByRole('link', { name: t.actionFor(t.actions.report, 'آزمون فصل ۱ ریاضی') })).toHaveAttribute(
      'href',
      paths.student.quiz.reportHref(497),
    );
    await expect(document.title).toBe(t.documentTitle);
  },
};

/** A started quiz (resume straight away) and a closed one, which the contract's examples do not hold. */
export const StartedAndClosed: Story = {
  parameters: {
    msw: {
      handlers: [answering('listMyQuizzes', withStatus(withStatus(quizList(), 501, 'in_progress'), 495, 'closed'))],
    },
  },
  play: async ({ canvas }) => {
    const running = within(await canvas.findByRole('article', { name: SCIENCE }));
    await expect(running.getByText(quizStatusLabel.in_progress)).toBeVisible();
    await expect(running.getByText(t.running)).toBeVisible();
    await expect(running.getByRole('link', { name: t.actionFor(t.actions.resume, SCIENCE) })).toHaveAttribute(
      'href',
      paths.student.quiz.takeHref(501),
    );
    const closed = within(canvas.getByRole('article', { name: 'آزمون مواد' }));
    await expect(closed.getByText(t.closedNote)).toBeVisible();
    await expect(closed.queryByRole('link', { name: t.actionFor(t.actions.report, 'آزمون مواد') })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: SCIENCE })).toBeVisible();
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listMyQuizzes')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('listMyQuizzes', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
    await expect(canvas.getByText(t.empty.description)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('listMyQuizzes', 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const DetailsOpen: Story = {
  parameters: {
    app: { route: quizDetailsHref(501), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('listMyQuizzes', quizList()),
        answering('getMyQuizDetails', openDetails(), { params: { quizId: 501 } }),
      ],
    },
  },
  play: async () => {
    // The dialog is portalled to the body, outside the story's canvas.
    const dialog = within(await within(document.body).findByRole('dialog', { name: SCIENCE }));
    await expect(dialog.getByText(t.details.rulesTitle)).toBeVisible();
    await expect(dialog.getByText(t.details.rules.timer('۳۵ دقیقه'))).toBeVisible();
    await expect(dialog.getByText(t.details.rules.autoSubmit)).toBeVisible();
    await expect(dialog.getByText(t.details.rules.early)).toBeVisible();
    await expect(dialog.getByText('۱۲ نمره')).toBeVisible();
    await expect(dialog.getByRole('link', { name: t.actions.start })).toHaveAttribute(
      'href',
      paths.student.quiz.takeHref(501),
    );
  },
};

export const DetailsInProgress: Story = {
  parameters: {
    app: { route: quizDetailsHref(501), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('listMyQuizzes', withStatus(quizList(), 501, 'in_progress')),
        answering('getMyQuizDetails', runningDetails(), { params: { quizId: 501 } }),
      ],
    },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: SCIENCE }));
    await expect(dialog.getByText(quizStatusLabel.in_progress)).toBeVisible();
    await expect(dialog.getByText(t.details.rules.timerRunning('۳۵ دقیقه'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: t.actions.resume })).toHaveAttribute(
      'href',
      paths.student.quiz.takeHref(501),
    );
    await expect(dialog.queryByRole('link', { name: t.actions.start })).toBeNull();
  },
};

export const DetailsNotFound: Story = {
  parameters: {
    app: { route: quizDetailsHref(999), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('listMyQuizzes', quizList()),
        answeringExample('getMyQuizDetails', 'default', { params: { quizId: 999 }, status: 404 }),
      ],
    },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.details.loadingTitle }));
    await expect(await dialog.findByText(t.details.notFound.title)).toBeVisible();
    await expect(dialog.getByText(t.details.notFound.lead)).toBeVisible();
  },
};
