import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPrintOnClick } from '@/testing/print';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { quizStatusLabel } from '@/shared/status/quiz';
import { answering } from '@/testing/handlers';
import { QuizScreen } from './quiz-screen';
import { broken, calls, CLASS_ID, emptyQuiz, loaded, loading, QUIZ_ID, upcomingResults } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.quiz} element={<QuizScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Quiz',
  component: Screen,
  parameters: {
    app: { route: r.quizHref(CLASS_ID, QUIZ_ID), signedInAs: 'teacher' },
    msw: { handlers: loaded(calls.quiz) },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'آزمون فصل ۱ ریاضی' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.quiz.back('چهارم الف') })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41',
    );
    await expect(canvas.getByText(quizStatusLabel.closed)).toBeVisible();
    const summary = canvas.getByRole('region', { name: t.quiz.summaryLabel });
    await expect(summary).toHaveTextContent('۶۸٪');
    await expect(summary).toHaveTextContent('۲۵ از ۲۶');
    await expect(summary).toHaveTextContent('۲۲ دقیقه و ۳۵ ثانیه');
    await expect(canvas.getByRole('link', { name: t.quiz.toQuestions })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions',
    );
    await expect(canvas.getByRole('link', { name: t.quiz.toDetail })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions/detail',
    );
    const list = canvas.getByRole('list', { name: t.quiz.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(26);
    const sara = within(list).getByRole('link', { name: 'سارا احمدی' });
    await expect(sara).toHaveAttribute('href', '/teacher/quiz-reports/41/497/101');
    const saraRow = sara.closest('li')!;
    await expect(saraRow).toHaveTextContent('نمره ۸ از ۱۱');
    await expect(saraRow).toHaveTextContent('۷۳٪');
    await expect(saraRow).toHaveTextContent('زمان ۱۸ دقیقه و ۲۲ ثانیه');
    const absent = within(list).getByRole('link', { name: 'بردیا عباسی' }).closest('li')!;
    await expect(absent).toHaveTextContent(t.quiz.studentStatus.not_started);
  },
};

/** 503, next week: its status and start, and why there is nothing to read yet (issue 25). */
export const Upcoming: Story = {
  parameters: {
    app: { route: r.quizHref(CLASS_ID, 503), signedInAs: 'teacher' },
    msw: {
      handlers: [answering(calls.quiz.operationId, upcomingResults(), { params: { classId: CLASS_ID, quizId: 503 } })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(quizStatusLabel.upcoming)).toBeVisible();
    const start = formatJalaliDateTime('2026-11-29T08:00:00+03:30');
    await expect(canvas.getByText(t.quiz.notStarted(start))).toBeVisible();
    await expect(canvas.queryByText(t.quiz.noneSubmitted)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.quiz.listLabel });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.quiz) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.quiz.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyQuiz() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.quiz.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.quiz) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** «چاپ نتیجه‌ها» opens the browser's print dialog (stubbed here); the page's A4 sheet leaves the buttons off. */
export const Print: Story = {
  play: async ({ canvas }) => {
    await expectPrintOnClick(await canvas.findByRole('button', { name: t.quiz.print }));
    // The paper names the class, since the way back (which does on screen) is not printed.
    await expect(canvas.getByText(t.quiz.courseOfClass('ریاضی چهارم', 'چهارم الف'))).toBeVisible();
  },
};
