import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDateTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { notHandedIn, quizOf } from './fixtures';
import { QuestionScreen } from './question-screen';
import { broken, hidden, loading, math, notYet, science } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.question} element={<QuestionScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz question',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.questionHref(501, 3), signedInAs: 'student' },
    msw: { handlers: science() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 501, question 3: left unanswered; the right choice and the solution are shown. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'پرسش ۳ از ۱۰' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'برای جدا کردن مخلوط «آب نمک» بهترین راه کدام است؟' }),
    ).toBeVisible();
    await expect(canvas.getByText(t.outcome.unanswered)).toBeVisible();
    await expect(canvas.getByText(t.question.noAnswer)).toBeVisible();
    await expect(canvas.getByText('۰ از ۱ امتیاز')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: feedbackText.solution.title })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: t.question.pagerLabel });
    await expect(within(pager).getByRole('link', { name: t.question.previous })).toHaveAttribute(
      'href',
      '/student/quiz/501/question/2',
    );
    await expect(within(pager).getByRole('link', { name: t.question.next })).toHaveAttribute(
      'href',
      '/student/quiz/501/question/4',
    );
    await expect(within(pager).getByRole('link', { name: t.question.allQuestions })).toHaveAttribute(
      'href',
      '/student/quiz/501/report-questions',
    );
    await expect(canvas.getByRole('link', { name: t.nav.report })).toHaveAttribute('href', '/student/quiz/501/report');
  },
};

/** The first question has no «previous»; the last (497 of 8) no «next». */
export const FirstAndLast: Story = {
  parameters: { app: { route: paths.student.quiz.questionHref(497, 8) }, msw: { handlers: math() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'پرسش ۸ از ۸' })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: t.question.pagerLabel });
    await expect(within(pager).queryByRole('link', { name: t.question.next })).toBeNull();
    await expect(within(pager).getByRole('link', { name: t.question.previous })).toHaveAttribute(
      'href',
      '/student/quiz/497/question/7',
    );
    await expect(await canvas.findByText(t.hidden.never)).toBeVisible();
  },
};

export const OutOfRange: Story = {
  parameters: { app: { route: paths.student.quiz.questionHref(497, 12) }, msw: { handlers: math() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.question.notFound(8))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.question.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.question.allQuestions })).toHaveAttribute(
      'href',
      '/student/quiz/497/report-questions',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'پرسش ۳ از ۱۰' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const next = canvas.getByRole('link', { name: t.question.next });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(501) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'پرسش ۳' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { app: { route: paths.student.quiz.questionHref(497, 3) }, msw: { handlers: broken() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotHandedIn: Story = {
  parameters: { msw: { handlers: notYet() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notHandedIn())).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.notReady.toQuiz })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
  },
};

/** 503, question 6: wrong, no right answer yet; the reason names the window's Jalali end. */
export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.questionHref(503, 6) }, msw: { handlers: hidden() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'پرسش ۶ از ۷' })).toBeVisible();
    await expect(await canvas.findByText(t.hidden.quizEnd(formatJalaliDateTime(quizOf(503).end_at)))).toBeVisible();
    await expect(canvas.getByText(t.outcome.wrong, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.question.previous })).toHaveAttribute(
      'href',
      '/student/quiz/503/question/5',
    );
  },
};
