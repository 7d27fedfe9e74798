import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { bandEncouragement } from '@/shared/status/quiz';
import { broken, calls, CLASS_ID, loaded, loading, QUIZ_ID, STUDENT_ID } from './story-handlers';
import { StudentScreen } from './student-screen';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.student} element={<StudentScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Student',
  component: Screen,
  parameters: {
    app: { route: r.studentHref(CLASS_ID, QUIZ_ID, STUDENT_ID), signedInAs: 'teacher' },
    msw: { handlers: loaded(calls.student) },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.student.back })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497',
    );
    const stats = canvas.getByRole('region', { name: t.student.statsLabel });
    await expect(stats).toHaveTextContent('۸ از ۱۱');
    await expect(stats).toHaveTextContent('۷۳٪');
    await expect(stats).toHaveTextContent(t.student.classAverage(68));
    // Sara's 73 beside 68, in percentage points, and the 70–89 band's line she read.
    await expect(stats).toHaveTextContent('۵ واحد درصد بیشتر از میانگین کلاس');
    await expect(stats).toHaveTextContent(bandEncouragement.band_70_89);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(8);
    await expect(cards[4]).toHaveTextContent(t.student.position(5, 8));
    await expect(cards[4]).toHaveTextContent(t.student.wrong);
    // Staff always see the key and the worked solution, whatever the quiz showed the pupil.
    await expect(canvas.getAllByRole('region', { name: /راه‌حل/ }).length).toBe(8);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.student) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.student.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** زهرا محمدی never opened the quiz: no result to read back. */
export const Empty: Story = {
  parameters: { msw: { handlers: loaded(calls.student, 'notSubmitted') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'زهرا محمدی' })).toBeVisible();
    await expect(canvas.getByText(t.student.notSubmitted)).toBeVisible();
    await expect(canvas.getByText(t.quiz.studentStatus.not_started)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.student) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
