import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { CourseProgress } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { CoursesScreen } from './courses-screen';
import { t } from './strings';

const sara = example('listMyCourses', 'student');

const meta = {
  title: 'Student/Courses',
  component: CoursesScreen,
  parameters: {
    app: { route: paths.student.courses, signedInAs: 'student' },
    msw: { handlers: [answeringExample('listMyCourses', 'student')] },
  },
} satisfies Meta<typeof CoursesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sara's three courses of grade 4, each with its progress and a link to its skills. */
export const CoursesLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    const math = await canvas.findByRole('article', { name: 'ریاضی چهارم' });
    await expect(within(math).getByText('۹۸')).toBeVisible();
    await expect(within(math).getByText(t.list.mastered(1, 16))).toBeVisible();
    await expect(within(math).getByText(t.list.proficient(3))).toBeVisible();
    await expect(within(math).getByText(t.list.lastPractised('۳۰ آبان ۱۴۰۵'))).toBeVisible();
    await expect(within(math).getByRole('link', { name: t.list.openLabel('ریاضی چهارم') })).toHaveAttribute(
      'href',
      paths.student.courseDetailHref('math', 401),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: t.list.openLabel('علوم چهارم') })).toHaveAttribute(
      'href',
      '/courses/science/403',
    );
    await expect(document.title).toBe(t.list.documentTitle);
  },
};

/** A pupil with last year's maths too: their own grade (fourth) comes first. */
export const CoursesOfSeveralGrades: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('listMyCourses', [
          { ...sara[0]!, id: 301, name: 'ریاضی سوم', grade: 'third', subject_index: 0, last_practiced_at: null },
          ...sara,
        ] satisfies CourseProgress[]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'ریاضی سوم' });
    const grades = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(grades).toEqual([t.gradeTitle('fourth'), t.gradeTitle('third')]);
    const third = canvas.getByRole('region', { name: t.gradeTitle('third') });
    await expect(within(third).getByText(t.list.neverPractised)).toBeVisible();
  },
};

export const CoursesEmpty: Story = {
  parameters: { msw: { handlers: [answeringExample('listMyCourses', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const CoursesLoading: Story = {
  parameters: { msw: { handlers: [pending('listMyCourses')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const CoursesError: Story = {
  parameters: { msw: { handlers: [failing('listMyCourses', 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const CoursesMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const math = await canvas.findByRole('article', { name: 'ریاضی چهارم' });
    await expect(window.innerWidth).toBe(360);
    const open = within(math).getByRole('link', { name: t.list.openLabel('ریاضی چهارم') });
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
