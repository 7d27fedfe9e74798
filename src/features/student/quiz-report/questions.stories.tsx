import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { notHandedIn } from './fixtures';
import { QuestionsScreen } from './questions-screen';
import { broken, hidden, loading, math, notYet } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.reportQuestions} element={<QuestionsScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz questions',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.reportQuestionsHref(497), signedInAs: 'student' },
    msw: { handlers: math() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.questions.title })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.questions.listLabel });
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(8);
    // Question 5 (matching, 2 points) was wrong; its row says so in words, beside its icon.
    await expect(rows[4]).toHaveAttribute('href', '/student/quiz/497/question/5');
    await expect(rows[4]).toHaveTextContent('پرسش ۵');
    await expect(rows[4]).toHaveTextContent(t.outcome.wrong);
    await expect(rows[4]).toHaveTextContent('۰ از ۲ امتیاز');
    await expect(rows[0]).toHaveTextContent(t.outcome.right);
    await expect(rows[0]).toHaveTextContent('۱ از ۱ امتیاز');
    await expect(within(list).getAllByText(t.outcome.right)).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: t.questions.toDetail })).toHaveAttribute(
      'href',
      '/student/quiz/497/report-questions/detail',
    );
    const nav = canvas.getByRole('navigation', { name: t.navLabel });
    await expect(within(nav).getByRole('link', { name: t.nav.questions })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.questions.listLabel });
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const row of within(list).getAllByRole('link'))
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.questions.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotHandedIn: Story = {
  parameters: { app: { route: paths.student.quiz.reportQuestionsHref(501) }, msw: { handlers: notYet() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notHandedIn())).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.notReady.toQuiz })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
  },
};

export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.reportQuestionsHref(503) }, msw: { handlers: hidden() } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.questions.listLabel });
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(7);
    await expect(rows[2]).toHaveTextContent('۲ از ۲ امتیاز');
    await expect(rows[5]).toHaveTextContent(t.outcome.wrong);
    await expect(rows[5]).toHaveAttribute('href', '/student/quiz/503/question/6');
  },
};
