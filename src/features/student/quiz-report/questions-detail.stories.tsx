import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDateTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { notHandedIn, quizOf } from './fixtures';
import { QuestionsDetailScreen } from './questions-detail-screen';
import { broken, hidden, loading, math, notYet, science } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.reportQuestionsDetail} element={<QuestionsDetailScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz questions detail',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.reportQuestionsDetailHref(501), signedInAs: 'student' },
    msw: { handlers: science() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 501 shows its answers at once: every question with the pupil's answer, the right one and the solution. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.detail.title })).toBeVisible();
    const first = await canvas.findByRole('article', { name: 'پرسش ۱ از ۱۰' });
    await expect(within(first).getByRole('heading', { level: 2, name: 'نور در خط راست حرکت می‌کند.' })).toBeVisible();
    await expect(within(first).getByText(t.outcome.right, { selector: 'span' })).toBeVisible();
    await expect(within(first).getByText('۱ از ۱ امتیاز')).toBeVisible();
    // The pupil's «درست» with the right answer beside it, read-only, and the worked solution.
    await expect(within(first).getByRole('region', { name: 'پرسش ۱ از ۱۰ راه‌حل' })).toBeVisible();
    await expect(within(first).getByText('این جمله درست است.')).toBeVisible();
    for (const radio of within(first).getAllByRole('radio'))
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getAllByRole('heading', { level: 3, name: feedbackText.solution.title })).toHaveLength(10);
    await expect(canvas.getAllByText(t.question.noAnswer)).toHaveLength(9);
    await expect(canvas.queryByText(t.hidden.never)).toBeNull();
    const nav = canvas.getByRole('navigation', { name: t.navLabel });
    await expect(within(nav).getByRole('link', { name: t.nav.detail })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t.nav.report })).toHaveAttribute(
      'href',
      '/student/quiz/501/report',
    );
  },
};

/** 497 never shows its answers: the reason once above the questions, no solutions. */
export const AnswersNever: Story = {
  parameters: { app: { route: paths.student.quiz.reportQuestionsDetailHref(497) }, msw: { handlers: math() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.hidden.never)).toBeVisible();
    await expect(canvas.getByText('پرسش ۸ از ۸')).toBeVisible();
    await expect(canvas.getAllByText(t.outcome.wrong)).toHaveLength(2);
    await expect(canvas.queryByRole('heading', { name: feedbackText.solution.title })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'پرسش ۱۰ از ۱۰' });
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(501) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.detail.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { app: { route: paths.student.quiz.reportQuestionsDetailHref(497) }, msw: { handlers: broken() } },
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

/** 503 shows its answers after the window: the reason names the window's Jalali end. */
export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.reportQuestionsDetailHref(503) }, msw: { handlers: hidden() } },
  play: async ({ canvas }) => {
    const reason = t.hidden.quizEnd(formatJalaliDateTime(quizOf(503).end_at));
    await expect(await canvas.findByText(reason)).toBeVisible();
    await expect(reason).toContain('۹ آذر ۱۴۰۵، ۲۰:۰۰');
    await expect(canvas.getByText('پرسش ۲ از ۷')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: feedbackText.solution.title })).toBeNull();
  },
};
