import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { QuestionsDetailScreen } from './questions-detail-screen';
import { broken, calls, CLASS_ID, loaded, loading, noQuestions, QUIZ_ID } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.questionsDetail} element={<QuestionsDetailScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Questions detail',
  component: Screen,
  parameters: {
    app: { route: r.questionsDetailHref(CLASS_ID, QUIZ_ID), signedInAs: 'teacher' },
    msw: { handlers: loaded(calls.detail) },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.detail.title })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(8);
    await expect(cards[3]).toHaveAttribute('id', 'question-4');
    const answers = within(cards[3]!).getByRole('list', { name: t.detail.answersLabel(4) });
    await expect(within(answers).getAllByRole('listitem')).toHaveLength(25);
    // Wrong answers come first; the first of question 4 is آیناز دهقان's «۱۰۷».
    await expect(within(answers).getAllByRole('listitem')[0]).toHaveTextContent('آیناز دهقان');
    await expect(within(answers).getAllByRole('listitem')[0]).toHaveTextContent('۱۰۷');
    await expect(within(answers).getByRole('link', { name: 'آیناز دهقان' })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/172',
    );
    await expect(canvas.getByRole('link', { name: t.detail.back })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.detail) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: noQuestions.detail() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.detail.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.detail) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
