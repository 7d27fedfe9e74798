import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import {
  CLASS_INFO,
  GRADE_CLASSES,
  GRADES,
  SchoolClassesRoutes,
  classInfo,
  gradeClasses,
  listHandlers,
} from './fixtures';
import { t } from './strings';

const meta = {
  title: 'School/Classes',
  component: SchoolClassesRoutes,
  parameters: {
    app: { route: paths.school.classes, signedInAs: 'school' },
    msw: { handlers: listHandlers },
  },
} satisfies Meta<typeof SchoolClassesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const grades = answeringExample(GRADES, 'school');

/** Four grades, two classes each, every class with its teacher, figures and course links. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
    for (const grade of ['سوم', 'چهارم', 'پنجم', 'ششم'])
      await expect(await canvas.findByRole('heading', { level: 2, name: t.list.grade(grade) })).toBeVisible();
    await expect(canvas.getByText(t.list.gradeInfo('۲', '۵۲'))).toBeVisible();
    const card = (await canvas.findByRole('heading', { level: 3, name: 'چهارم الف' })).closest('article')!;
    await expect(within(card as HTMLElement).getByText(t.list.teacher('مریم رضایی'))).toBeVisible();
    await expect(within(card as HTMLElement).getByText('۲۶')).toBeVisible();
    await expect(within(card as HTMLElement).getByText('۷۹')).toBeVisible();
    const courses = await within(card as HTMLElement).findByRole('list', { name: t.list.coursesLabel('چهارم الف') });
    await expect(within(courses).getByRole('link', { name: 'ریاضی چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(41, 401),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: 'ریاضی چهارم' }))[0]).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(GRADES)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A school whose classes are not set up yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample(GRADES, 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(GRADES, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A class's info answers 404 (gone since the list was drawn): its card says so, the others keep their links. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [grades, gradeClasses, failing(CLASS_INFO, 404, 'موردی پیدا نشد.', { params: { id: 41 } }), classInfo],
    },
  },
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { level: 3, name: 'چهارم الف' })).closest('article')!;
    await expect(await within(card as HTMLElement).findByText('موردی پیدا نشد.')).toBeVisible();
    const other = (await canvas.findByRole('heading', { level: 3, name: 'چهارم ب' })).closest('article')!;
    await expect(await within(other as HTMLElement).findByRole('link', { name: 'ریاضی چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(42, 401),
    );
  },
};

/** A grade with no class: that grade says so. */
export const EmptyGrade: Story = {
  parameters: {
    msw: { handlers: [grades, answeringExample(GRADE_CLASSES, 'empty'), classInfo] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.list.noClasses)).toHaveLength(4));
  },
};
