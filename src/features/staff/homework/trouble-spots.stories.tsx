import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { wrongPartText } from '@/shared/practice/answer-text';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { t } from './strings';
import { TroubleSpotsScreen } from './trouble-spots-screen';

function Screen() {
  return (
    <Routes>
      <Route path={paths.teacher.troubleSpots} element={<TroubleSpotsScreen />} />
      <Route path={paths.school.troubleSpots} element={<TroubleSpotsScreen />} />
    </Routes>
  );
}

/** چهارم الف in «جمع با «ان» و «ها»» (40203), every answer; the manager's in homework 4105, and of grade 4. */
const spots = example('getTeacherTroubleSpots', 'teacher');
const inHomework = example('getSchoolTroubleSpots', 'school');
const ofGrade = example('getSchoolTroubleSpots', 'grade');
const SKILL = spots.skill.id;

const meta = {
  title: 'Staff/Trouble spots',
  component: Screen,
  parameters: {
    app: { route: paths.teacher.troubleSpotsHref(SKILL, { classId: 41 }), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getTeacherTroubleSpots', 'teacher')] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.trouble.title })).toBeVisible();
    await expect(await canvas.findByText(spots.skill.title)).toBeVisible();
    await expect(canvas.getByText(t.trouble.scope('چهارم الف', false, null))).toBeVisible();
    const summary = canvas.getByRole('region', { name: t.trouble.summaryLabel });
    await expect(summary).toHaveTextContent(t.of(spots.pupils_practised, spots.pupils_count));
    await expect(summary).toHaveTextContent(t.number(spots.answered_count));
    // The most missed first, each with how often and by how many, and its wrong answers given most.
    const list = canvas.getByRole('list', { name: t.trouble.listLabel });
    const items = within(list).getAllByRole('listitem', { name: /^پرسش دشوار/ });
    await expect(items).toHaveLength(spots.questions.length);
    const first = spots.questions[0]!;
    await expect(items[0]).toHaveAccessibleName(t.trouble.rank(1));
    await expect(items[0]).toHaveTextContent(
      t.trouble.missed(first.wrong_count, first.answered_count, first.percent_wrong, first.pupils_wrong),
    );
    const given = first.wrong_answers[0]!;
    await expect(items[0]).toHaveTextContent(
      `${wrongPartText(first.question, given.answer, first.correct_answer)}${t.trouble.answerSeparator}${t.trouble.wrongAnswer(given.count, given.pupils_count)}`,
    );
    await expect(within(items[0]!).getByRole('link', { name: t.trouble.solutionOf(1) })).toHaveAttribute(
      'href',
      paths.teacher.skillQuestionHref(first.question.key),
    );
    // Opened from its address, its way back is the classes.
    await expect(canvas.getByRole('link', { name: t.trouble.backToClasses })).toHaveAttribute(
      'href',
      paths.teacher.classes,
    );
  },
};

export const InAHomeworkForTheManager: Story = {
  parameters: {
    app: {
      route: paths.school.troubleSpotsHref(SKILL, { classId: 41, homeworkId: 4105 }),
      signedInAs: 'school',
    },
    msw: { handlers: [answeringExample('getSchoolTroubleSpots', 'school')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/پاسخ‌های این تکلیف از/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem', { name: /^پرسش دشوار/ })).toHaveLength(inHomework.questions.length);
    await expect(canvas.getByRole('link', { name: t.trouble.backToHomework })).toHaveAttribute(
      'href',
      paths.school.homeworkHref(4105),
    );
  },
};

export const OfAGrade: Story = {
  parameters: {
    app: { route: paths.school.troubleSpotsHref(SKILL, { grade: 'fourth' }), signedInAs: 'school' },
    msw: { handlers: [answeringExample('getSchoolTroubleSpots', 'grade')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.trouble.scope('چهارم الف، چهارم ب', false, null))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.trouble.summaryLabel })).toHaveTextContent(
      t.of(ofGrade.pupils_practised, ofGrade.pupils_count),
    );
  },
};

export const NothingMissed: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getTeacherTroubleSpots', {
          ...spots,
          wrong_count: 0,
          questions: [],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.trouble.noWrong)).toBeVisible();
  },
};

export const NobodyPractised: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getTeacherTroubleSpots', {
          ...spots,
          pupils_practised: 0,
          answered_count: 0,
          wrong_count: 0,
          questions: [],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.trouble.noAnswers)).toBeVisible();
  },
};

/** Its address names no class: nothing is asked of the server. */
export const NoClass: Story = {
  parameters: { app: { route: paths.teacher.troubleSpotsHref(SKILL, {}), signedInAs: 'teacher' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.trouble.noScope)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getTeacherTroubleSpots')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.trouble.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getTeacherTroubleSpots', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: { handlers: [answeringExample('getTeacherTroubleSpots', 'default', { status: 404 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('listitem', { name: /^پرسش دشوار/ });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
