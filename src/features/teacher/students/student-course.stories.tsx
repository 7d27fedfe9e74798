import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { COURSE, SARA_COURSE, StudentCourseRoutes } from './fixtures';
import { t } from './strings';

const sara = example(COURSE, 'teacher');

const meta = {
  title: 'Teacher/Student course',
  component: StudentCourseRoutes,
  parameters: {
    app: { route: paths.teacher.studentCourseHref(101, 'fourth', 401), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample(COURSE, 'teacher', SARA_COURSE)] },
  },
} satisfies Meta<typeof StudentCourseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.course.title('سارا احمدی', 'ریاضی چهارم') }),
    ).toBeVisible();
    await expect(canvas.getByText(t.course.classInfo('چهارم الف', 'چهارم'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.back })).toHaveAttribute('href', paths.teacher.students);
    await expect(canvas.getByRole('link', { name: t.course.familyReport })).toHaveAttribute(
      'href',
      paths.teacher.studentFamilyReportHref(101),
    );
    const figures = canvas.getByRole('region', { name: t.course.figures });
    const figure = (name: string) => within(figures).getByText(name).nextElementSibling;
    await expect(figure(t.course.proficient)).toHaveTextContent('۳ از ۱۶');
    await expect(figure(t.course.answered)).toHaveTextContent('۸۲');
    await expect(figure(t.course.average)).toHaveTextContent('۹۸');
    const chapter = canvas.getByRole('region', { name: 'فصل ۱ – عدد و الگوهای عددی' });
    await expect(within(chapter).getByRole('meter', { name: t.course.scoreOf('الگوهای عددی') })).toHaveAttribute(
      'aria-valuetext',
      '۹۶ از ۱۰۰، منطقهٔ چالش',
    );
    await expect(within(chapter).getByText(/آخرین تمرین: ۱۱ مهر ۱۴۰۵/)).toBeVisible();
    await expect(within(chapter).getByRole('link', { name: t.course.questionsOf('الگوهای عددی') })).toHaveAttribute(
      'href',
      `${paths.teacher.question}?skill=40101`,
    );
    const history = canvas.getByRole('table', { name: t.course.history.tableCaption });
    await expect(within(history).getByRole('rowheader', { name: '۳۰ آبان' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /سارا احمدی/ })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** A course the pupil has not practised yet: no figures to average, no history, every skill «شروع نشده». */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(
          COURSE,
          {
            ...sara,
            skills_proficient: 0,
            chapters: sara.chapters.map((chapter) => ({
              ...chapter,
              skills: chapter.skills.map((s) => ({
                ...s,
                smart_score: 0,
                level: 'not_started',
                questions_answered: 0,
                correct_answers: 0,
                time_spent_seconds: 0,
                last_practiced_at: null,
              })),
            })),
            history: { ...sara.history, labels: [], series: [] },
          },
          SARA_COURSE,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.course.history.empty)).toBeVisible();
    await expect(canvas.getAllByText(t.course.neverPractised)).toHaveLength(16);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(COURSE, SARA_COURSE)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(COURSE, 500, null, SARA_COURSE)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const UnknownPupil: Story = {
  parameters: { msw: { handlers: [failing(COURSE, 404, null, SARA_COURSE)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.course.notFound);
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: t.course.back })).toHaveAttribute('href', paths.teacher.students);
  },
};
