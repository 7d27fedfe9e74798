import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { bandEncouragement } from '@/shared/status/quiz';
import { notHandedIn, perfectResult } from './fixtures';
import { PostQuizScreen } from './post-quiz-screen';
import { broken, handedIn, hidden, loading, math, notYet } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.quiz.postQuiz} element={<PostQuizScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Quiz post',
  component: Screen,
  parameters: {
    app: { route: paths.student.quiz.postQuizHref(497), signedInAs: 'student' },
    msw: { handlers: math() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('آزمون فصل ۱ ریاضی')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.post.title })).toBeVisible();
    await expect(canvas.getByText('۸ از ۱۱')).toBeVisible();
    await expect(canvas.getByText('۷۳٪')).toBeVisible();
    await expect(canvas.getByText('۱۸ دقیقه و ۲۲ ثانیه')).toBeVisible();
    await expect(canvas.getByText('۶ پرسش')).toBeVisible();
    await expect(canvas.getByText('۲ پرسش')).toBeVisible();
    await expect(canvas.getByText('۰ پرسش')).toBeVisible();
    // 73 is below 80: no celebration.
    await expect(canvas.queryByText(t.post.celebrate)).toBeNull();
    // …but the 70–89 band's kind line.
    await expect(canvas.getByText(bandEncouragement.band_70_89)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.post.report })).toHaveAttribute('href', '/student/quiz/497/report');
    await expect(canvas.getByRole('link', { name: t.post.questions })).toHaveAttribute(
      'href',
      '/student/quiz/497/report-questions',
    );
    await expect(canvas.getByRole('link', { name: t.post.finalReport })).toHaveAttribute(
      'href',
      '/student/quiz/497/final/report',
    );
    await expect(canvas.getByRole('link', { name: t.backToQuizzes })).toHaveAttribute('href', '/student/quiz');
  },
};

export const Celebrated: Story = {
  parameters: { msw: { handlers: handedIn(perfectResult()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t.post.celebrate })).toBeVisible();
    await expect(canvas.getByText('۱۱ از ۱۱')).toBeVisible();
    await expect(canvas.getByText('۱۰۰٪')).toBeVisible();
    await expect(canvas.getByText(bandEncouragement.band_90_100)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('۸ از ۱۱')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const report = canvas.getByRole('link', { name: t.post.report });
    await expect(report.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.post.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.post.otherTitle })).toBeVisible();
  },
};

export const NotHandedIn: Story = {
  parameters: { app: { route: paths.student.quiz.postQuizHref(501) }, msw: { handlers: notYet() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notHandedIn())).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.post.otherTitle })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.notReady.toQuiz })).toHaveAttribute(
      'href',
      '/student/quiz/501',
    );
  },
};

export const AnswersHidden: Story = {
  parameters: { app: { route: paths.student.quiz.postQuizHref(503) }, msw: { handlers: hidden() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('آزمون کسر')).toBeVisible();
    await expect(canvas.getByText('۳ از ۹')).toBeVisible();
    await expect(canvas.getByText('۳۳٪')).toBeVisible();
    await expect(canvas.getByText('۰ ثانیه')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.post.report })).toHaveAttribute('href', '/student/quiz/503/report');
  },
};

export const NoQuizId: Story = {
  parameters: { app: { route: paths.student.quiz.postQuiz }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.post.otherTitle })).toBeVisible();
    await expect(canvas.getByText(t.noQuiz.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.notReady.toList })).toHaveAttribute('href', '/student/quiz');
  },
};
