import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample } from '@/testing/handlers';
import { PupilScreen } from './pupil-screen';
import {
  api,
  HOMEWORK_ID,
  STUDENT_ID,
  teacherBroken,
  teacherLoaded,
  teacherLoading,
  teacherMissing,
} from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.teacher.homeworkStudent} element={<PupilScreen />} />
      <Route path={paths.school.homeworkStudent} element={<PupilScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Staff/Homework pupil',
  component: Screen,
  parameters: {
    app: { route: paths.teacher.homeworkStudentHref(HOMEWORK_ID, STUDENT_ID), signedInAs: 'teacher' },
    msw: { handlers: teacherLoaded() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.pupil.back })).toHaveAttribute('href', '/teacher/homework/4105');
    const summary = canvas.getByRole('region', { name: t.pupil.summaryLabel });
    await expect(summary).toHaveTextContent('۳۳٪');
    await expect(summary).toHaveTextContent(t.of(1, 3));
    await expect(canvas.getByRole('link', { name: t.pupil.answers('جمع با «ان» و «ها»') })).toHaveAttribute(
      'href',
      '/teacher/homework/4105/student/101/skill/40203',
    );
    await expect(canvas.getByRole('meter', { name: t.pupil.scoreOf('جمع با «ان» و «ها»') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getAllByText(t.pupil.reached)).toHaveLength(1);
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
  parameters: { msw: { handlers: teacherLoading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.pupil.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** A pupil who is not in this homework's class. */
export const Empty: Story = {
  parameters: { app: { route: paths.teacher.homeworkStudentHref(HOMEWORK_ID, 999), signedInAs: 'teacher' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.pupil.notInHomework)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: teacherBroken() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: teacherMissing() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
  },
};

/** The manager's view: the school's call, with the teacher's note to the pupil. */
export const School: Story = {
  parameters: {
    app: { route: paths.school.homeworkStudentHref(HOMEWORK_ID, STUDENT_ID), signedInAs: 'school' },
    msw: { handlers: [answeringExample(api.schoolStudent, 'school')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.pupil.comment })).toHaveTextContent('سارا جان');
    await expect(canvas.getByRole('link', { name: t.pupil.answers('جمع با «ان» و «ها»') })).toHaveAttribute(
      'href',
      '/school/homework/4105/student/101/skill/40203',
    );
  },
};
