import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { runText } from '@/shared/practice/run/strings';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { ExerciseScreen } from './exercise-screen';
import { QuestionScreen } from './question-screen';
import { ReviewQuestionScreen } from './review-question-screen';
import { t } from './strings';

/** The student area's practice routes, with the address shown so a story can read where it went. */
function PracticeRoutes() {
  return (
    <>
      <Routes>
        <Route path={paths.student.exercise} element={<ExerciseScreen />} />
        <Route path={paths.student.skillQuestion} element={<QuestionScreen />} />
        <Route path={paths.student.homeworkQuestion} element={<QuestionScreen />} />
        <Route path={paths.student.packageQuestion} element={<QuestionScreen />} />
        <Route path={paths.student.reviewQuestion} element={<ReviewQuestionScreen />} />
      </Routes>
      <Where />
    </>
  );
}

const numeric = example('getNextQuestion', 'numeric');
const byKey = example('getQuestionByKey', 'student');
const where = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('status', { name: 'where' });

const meta = {
  title: 'Student/Practice',
  component: PracticeRoutes,
  parameters: {
    app: { route: paths.student.skillQuestionHref(byKey.question!.key), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getQuestionByKey', byKey),
        answering('getNextQuestion', numeric),
        answeringExample('submitAnswer', 'wrong'),
      ],
    },
  },
} satisfies Meta<typeof PracticeRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skill's question: its title and code, the way back to its course, one question. */
export const SkillQuestion: Story = {
  play: async ({ canvas }) => {
    const skill = byKey.mastery.skill;
    await expect(await canvas.findByRole('heading', { level: 1, name: skill.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToCourse })).toHaveAttribute(
      'href',
      paths.student.courseDetailHref(skill.subject, skill.course_id),
    );
    await expect(canvas.getByRole('button', { name: runText.send })).toBeDisabled();
  },
};

/** /exercise?skill=…: on to the question the server gives, replacing /exercise. */
export const ExerciseStartsSkill: Story = {
  parameters: { app: { route: paths.student.exerciseHref({ skill: 'm4-number-patterns' }), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(where(canvas)).toHaveTextContent(paths.student.skillQuestionHref(numeric.question!.key)),
    );
  },
};

/** /exercise with nothing: the skill practised last and not mastered. */
export const ExerciseResumes: Story = {
  parameters: {
    app: { route: paths.student.exercise, signedInAs: 'student' },
    msw: {
      handlers: [
        answeringExample('listMyCourses', 'student'),
        answeringExample('listMySkills', 'student'),
        answering('getNextQuestion', numeric),
        answering('getQuestionByKey', numeric),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(where(canvas)).toHaveTextContent('/student/skill/question/'));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const ExerciseNothingToResume: Story = {
  parameters: {
    app: { route: paths.student.exercise, signedInAs: 'student' },
    msw: { handlers: [answeringExample('listMyCourses', 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.nothingToResume)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.toCourses })).toHaveAttribute('href', paths.student.courses);
  },
};

/** A homework whose skills are all at their target: celebrated, with the way back. */
export const ExerciseHomeworkDone: Story = {
  parameters: {
    app: { route: paths.student.exerciseHref({ homework: 4105 }), signedInAs: 'student' },
    msw: { handlers: [answeringExample('getNextQuestion', 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.homeworkDone })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToHomework })).toHaveAttribute(
      'href',
      paths.student.homeworkHref(4105),
    );
  },
};

export const ExerciseLoading: Story = {
  parameters: {
    app: { route: paths.student.exerciseHref({ skill: 'm4-number-patterns' }), signedInAs: 'student' },
    msw: { handlers: [pending('getNextQuestion')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.finding)).toBeVisible();
  },
};

export const ExerciseError: Story = {
  parameters: {
    app: { route: paths.student.exerciseHref({ package: 4101, activity: 410104 }), signedInAs: 'student' },
    msw: { handlers: [failing('getPackageActivityQuestion', 500)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
  },
};

/** A homework question: «تمرین تکلیف» and the way back to the homework. */
export const HomeworkQuestion: Story = {
  parameters: {
    app: { route: paths.student.homeworkQuestionHref(4105, byKey.question!.key), signedInAs: 'student' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.homeworkPractice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToHomework })).toHaveAttribute(
      'href',
      paths.student.homeworkHref(4105),
    );
  },
};

export const QuestionLoadFails: Story = {
  parameters: { msw: { handlers: [failing('getQuestionByKey', 404, 'این پرسش پیدا نشد.')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('این پرسش پیدا نشد.');
  },
};

/** A review: its title, deadline, progress and questions; the answer goes by PUT. */
export const Review: Story = {
  parameters: {
    app: { route: paths.student.reviewQuestionHref(41301), signedInAs: 'student' },
    msw: {
      handlers: [answeringExample('getReviewQuestion', 'student'), answeringExample('answerReviewQuestion', 'wrong')],
    },
  },
  play: async ({ canvas }) => {
    const review = example('getReviewQuestion', 'student').review;
    await expect(await canvas.findByRole('heading', { level: 1, name: review.title })).toBeVisible();
    await expect(canvas.getByText(/^مهلت: /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToReviews })).toHaveAttribute(
      'href',
      paths.student.courseReview,
    );
  },
};

export const ReviewFinished: Story = {
  parameters: {
    app: { route: paths.student.reviewQuestionHref(41301), signedInAs: 'student' },
    msw: { handlers: [answeringExample('getReviewQuestion', 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.reviewDone })).toBeVisible();
  },
};

/** One question per screen on a phone, the answer sent and the verdict read without a sideways scroll. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: paths.student.skillQuestionHref(numeric.question!.key), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getQuestionByKey', numeric),
        answering('getNextQuestion', byKey),
        answeringExample('submitAnswer', 'wrong'),
      ],
    },
  },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox');
    await userEvent.type(input, '۱۲');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
