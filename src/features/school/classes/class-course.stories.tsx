import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reportText } from '@/shared/class-report/strings';
import { classPupilsText } from '@/shared/class-lists/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { homeworkStatusLabel } from '@/shared/status/homework';
import { answeringExample, failing, pending } from '@/testing/handlers';
import {
  CLASS_INFO,
  HOMEWORK,
  RECORDS,
  REPORTS,
  SchoolClassesRoutes,
  classInfo,
  courseHandlers,
  reports,
} from './fixtures';
import { t } from './strings';

const meta = {
  title: 'School/Class course',
  component: SchoolClassesRoutes,
  parameters: {
    app: { route: paths.school.classCourseHref(41, 401), signedInAs: 'school' },
    msw: { handlers: courseHandlers },
  },
} satisfies Meta<typeof SchoolClassesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

// The report's chunk (with the charts) is fetched after the page; the first time, the dev server builds it.
const lazyChunk = { timeout: 15_000 };

/** The class's figures, its courses, the maths homework, the pupils and the report, with their links. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      t.course.title('ریاضی چهارم', 'چهارم الف'),
    );
    await expect(canvas.getByText('مریم رضایی')).toBeVisible();
    await expect(canvas.getByText(t.course.pupilsValue('۲۶', '۱۴', '۱۲'))).toBeVisible();
    const courses = canvas.getByRole('navigation', { name: t.course.coursesLabel });
    await expect(within(courses).getByRole('link', { name: 'ریاضی چهارم' })).toHaveAttribute('aria-current', 'page');
    await expect(within(courses).getByRole('link', { name: 'علوم چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(41, 403),
    );
    await expect(await canvas.findByRole('link', { name: 'تکلیف الگوهای عددی' })).toHaveAttribute(
      'href',
      paths.school.homeworkHref(4101),
    );
    await expect(canvas.queryByRole('link', { name: 'مرور مواد' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      paths.school.studentHref(101),
    );
    await expect(canvas.getByRole('meter', { name: `${classPupilsText.score} سارا احمدی` })).toHaveAttribute(
      'aria-valuenow',
      '81',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: t.reports.heading }, lazyChunk)).toBeVisible();
    await expect(await canvas.findByText('۱۷٬۳۸۶')).toBeVisible();
  },
};

/** A homework given for tomorrow is on the manager's class page: «زمان‌بندی‌شده», starting tomorrow. */
export const ScheduledHomework: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'تکلیف کسرهای هم‌ارز' });
    await expect(link).toHaveAttribute('href', paths.school.homeworkHref(4107));
    const card = link.closest('li')!;
    await expect(within(card).getByText(homeworkStatusLabel.scheduled)).toBeVisible();
    await expect(card).toHaveTextContent('فردا شروع می‌شود');
    const open = (await canvas.findByRole('link', { name: 'تکلیف الگوهای عددی' })).closest('li')!;
    await expect(open).not.toHaveTextContent(homeworkStatusLabel.scheduled);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'سارا احمدی' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: t.reports.heading }, lazyChunk)).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CLASS_INFO)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** A class with no homework in the course, no pupils and no practice in the period. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        classInfo,
        answeringExample(HOMEWORK, 'empty'),
        answeringExample(RECORDS, 'empty'),
        ...reports('empty'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.homework.empty.title)).toBeVisible();
    await expect(await canvas.findByText(t.pupils.empty.title)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(reportText.empty)).toHaveLength(REPORTS.length), lazyChunk);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(CLASS_INFO, 500, null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A class of another school answers 404: the page says so and leads back to the classes. */
export const NotFound: Story = {
  parameters: {
    app: { route: paths.school.classCourseHref(99, 401), signedInAs: 'school' },
    msw: { handlers: [failing(CLASS_INFO, 404, 'موردی پیدا نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.course.notFound.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.backToClasses })).toHaveAttribute(
      'href',
      paths.school.classes,
    );
  },
};
