import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { QuestionsScreen } from './questions-screen';
import { broken, calls, CLASS_ID, loaded, loading, noQuestions, QUIZ_ID } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.questions} element={<QuestionsScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Questions',
  component: Screen,
  parameters: {
    app: { route: r.questionsHref(CLASS_ID, QUIZ_ID), signedInAs: 'teacher' },
    msw: { handlers: loaded(calls.questions) },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.questions.title })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.questions.listLabel });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('۶۷٪ درست');
    await expect(items[0]).toHaveTextContent('۱۴ درست از ۲۱ پاسخ، ۴ بی‌پاسخ');
    await expect(within(items[0]!).getByRole('progressbar', { name: t.questions.barLabel(1) })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    await expect(within(items[3]!).getByRole('link', { name: t.questions.toAnswers(4) })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497/questions/detail#question-4',
    );
    await expect(canvas.getByRole('link', { name: t.questions.back })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.questions.listLabel });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.questions) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: noQuestions.questions() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.questions.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.questions) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
