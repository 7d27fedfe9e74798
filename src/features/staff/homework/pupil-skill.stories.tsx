import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { PupilSkillScreen, StudentSkillScreen } from './pupil-skill-screen';
import { api, HOMEWORK_ID, SKILL_ID, skillLoaded, STUDENT_ID } from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.teacher.homeworkStudentSkill} element={<PupilSkillScreen />} />
      <Route path={paths.school.homeworkStudentSkill} element={<PupilSkillScreen />} />
      <Route path={paths.teacher.studentSkill} element={<StudentSkillScreen />} />
      <Route path={paths.school.studentSkill} element={<StudentSkillScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Staff/Homework pupil skill',
  component: Screen,
  parameters: {
    app: { route: paths.teacher.homeworkStudentSkillHref(HOMEWORK_ID, STUDENT_ID, SKILL_ID), signedInAs: 'teacher' },
    msw: { handlers: skillLoaded() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByText('جمع با «ان» و «ها»')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.skill.back })).toHaveAttribute(
      'href',
      '/teacher/homework/4105/student/101',
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(20);
    await expect(cards[0]).toHaveTextContent(t.skill.attempt(1, 20));
    await expect(cards[0]).toHaveTextContent(t.skill.verdict(true));
    await expect(cards[0]).toHaveTextContent('«کتابان» جمع درست «کتاب» است.');
    // The attempt carries no solution: its question's page has it.
    await expect(within(cards[0]!).getByRole('link', { name: t.skill.solutionOf(1) })).toHaveAttribute(
      'href',
      '/teacher/skill/question/l4-plural-an-ha-6',
    );
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
  parameters: { msw: { handlers: [pending(api.skillWork)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.skill.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** زهرا محمدی has not answered this skill yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: skillLoaded('empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'زهرا محمدی' })).toBeVisible();
    await expect(canvas.getByText(t.skill.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(api.skillWork, 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: { handlers: [answeringExample(api.skillWork, 'default', { status: 404 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
  },
};

export const School: Story = {
  parameters: {
    app: { route: paths.school.homeworkStudentSkillHref(HOMEWORK_ID, STUDENT_ID, SKILL_ID), signedInAs: 'school' },
    msw: { handlers: [answeringExample(api.schoolSkillWork, 'school')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
    await expect(canvas.getByRole('link', { name: t.skill.back })).toHaveAttribute(
      'href',
      '/school/homework/4105/student/101',
    );
  },
};

/** Outside a homework (a cell of the mastery grid): every answer on the skill, for the teacher and the manager. */
const whole = example('getTeacherStudentSkillWork', 'teacher');

export const WholeSkill: Story = {
  parameters: {
    app: { route: paths.teacher.studentSkillHref(101, whole.skill.id), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getTeacherStudentSkillWork', 'teacher')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByText(whole.skill.title)).toBeVisible();
    // Every answer the pupil gave on the skill, and the summary counts them.
    await expect(canvas.getAllByRole('article')).toHaveLength(whole.attempts.length);
    await expect(whole.mastery.questions_answered).toBe(whole.attempts.length);
    // Opened from its address, its way back is the pupils' list.
    await expect(canvas.getByRole('link', { name: t.skill.backToPupils })).toHaveAttribute(
      'href',
      paths.teacher.students,
    );
  },
};

export const WholeSkillForTheManager: Story = {
  parameters: {
    app: { route: paths.school.studentSkillHref(101, whole.skill.id), signedInAs: 'school' },
    msw: { handlers: [answeringExample('getSchoolStudentSkillWork', 'school')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(whole.attempts.length);
    await expect(canvas.getByRole('link', { name: t.skill.backToPupils })).toHaveAttribute(
      'href',
      paths.school.students,
    );
  },
};

export const WholeSkillFails: Story = {
  parameters: {
    app: { route: paths.teacher.studentSkillHref(101, whole.skill.id), signedInAs: 'teacher' },
    msw: { handlers: [failing('getTeacherStudentSkillWork', 500)] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const WholeSkillLoading: Story = {
  parameters: {
    app: { route: paths.teacher.studentSkillHref(101, whole.skill.id), signedInAs: 'teacher' },
    msw: { handlers: [pending('getTeacherStudentSkillWork')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.skill.loadingTitle })).toBeVisible();
  },
};
