import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { allFailing, allPending, examples, failingOnly } from './home.fixtures';
import { TeacherHomeScreen } from './home-screen';
import { t } from './strings';

const meta = {
  title: 'Teacher/Home',
  component: TeacherHomeScreen,
  parameters: {
    app: { route: paths.teacher.home, signedInAs: 'teacher' },
    msw: { handlers: examples() },
  },
} satisfies Meta<typeof TeacherHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/**
 * The stories' session user is the sign-in example's (src/testing/fixtures loginAs keeps the pupil's
 * name for every role), so the greeting is checked by its form, not by مریم's name.
 */
const GREETING = /^سلام .+!$/;
const region = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(GREETING);

    const classes = await region(canvas, t.classes.title);
    await expect(await within(classes).findByText('۲۶ دانش‌آموز، میانگین امتیاز ۷۹')).toBeVisible();
    await expect(within(classes).getAllByText(t.classes.activeWeek(24, 26))).toHaveLength(2);
    await expect(href(classes, 'ریاضی چهارم، چهارم الف')).toBe('/teacher/class/41/course/401/students');
    await expect(href(classes, 'علوم چهارم، چهارم ب')).toBe('/teacher/class/42/course/403/students');
    await expect(href(classes, t.classes.all)).toBe('/teacher/classes');

    const homework = await region(canvas, t.homework.title);
    await expect(await within(homework).findByText('مهلت: ۵ آذر ۱۴۰۵، پیشرفت کلاس ۱۰٪')).toBeVisible();
    await expect(href(homework, /مرور دانش و دانایی/)).toBe('/teacher/homework/4105');
    await expect(await within(homework).findByText(t.homework.classEmpty('چهارم ب'))).toBeVisible();

    const quizzes = await region(canvas, t.quizzes.title);
    await expect(await within(quizzes).findAllByText('تا ۳ آذر ۱۴۰۵، ۲۰:۰۰')).toHaveLength(2);
    await expect(within(quizzes).getByText('پایان: ۱۸ آبان ۱۴۰۵')).toBeVisible();
    await expect(href(quizzes, /آزمون فصل ۲ علوم/)).toBe('/teacher/quiz-reports/41/501');
    await expect(href(quizzes, /آزمون فصل ۱ ریاضی/)).toBe('/teacher/quiz-reports/42/500');
    await expect(href(quizzes, t.quizzes.all)).toBe('/teacher/quiz-reports');

    const attention = await region(canvas, t.attention.title);
    await expect(await within(attention).findByText('چهارم الف، میانگین امتیاز ۶۴')).toBeVisible();
    // Each course link of a row opens that pupil's own page, not the students list.
    const aida = within(attention).getByRole('listitem', { name: 'آیدا جلالی' });
    await expect(href(aida, t.attention.courseLink('آیدا جلالی', 'ریاضی چهارم'))).toBe(
      paths.teacher.studentCourseHref(175, 'fourth', 401),
    );
    await expect(href(aida, t.attention.courseLink('آیدا جلالی', 'علوم چهارم'))).toBe(
      paths.teacher.studentCourseHref(175, 'fourth', 403),
    );
    for (const link of within(aida).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }

    const more = await region(canvas, t.more.title);
    await expect(href(more, t.more.lab)).toBe('/lab');
    await expect(href(more, t.more.question)).toBe('/teacher/question');
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مرور دانش و دانایی')).toBeVisible();
    await expect(await canvas.findByText('آیدا جلالی')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: allPending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(GREETING);
    await expect(await canvas.findAllByText(t.classes.loading)).toHaveLength(2);
    await expect(canvas.getByText(t.quizzes.loading)).toBeVisible();
    await expect(canvas.getByText(t.attention.loading)).toBeVisible();
    await expect(href(await region(canvas, t.more.title), t.more.guide)).toBe('/teacher/guide');
  },
};

/** A teacher without a class yet, without quizzes or pupils (the `empty` examples). */
export const Empty: Story = {
  parameters: { msw: { handlers: examples({ classes: 'empty', quizzes: 'empty', records: 'empty' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.classes.empty)).toBeVisible();
    await expect(await canvas.findByText(t.homework.empty)).toBeVisible();
    await expect(await canvas.findByText(t.quizzes.empty)).toBeVisible();
    await expect(await canvas.findByText(t.attention.empty)).toBeVisible();
    await expect(href(await region(canvas, t.more.title), t.more.profile)).toBe('/teacher/profile');
  },
};

/** Every call fails: each section says so with the catalogued message and a retry; the links stay. */
export const Error: Story = {
  parameters: { msw: { handlers: allFailing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(4));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(errors.fetchData);
    await expect(canvas.getAllByRole('button', { name: common.retry })).toHaveLength(4);
    await expect(href(await region(canvas, t.more.title), t.more.classes)).toBe('/teacher/classes');
  },
};

/** Only the quizzes fail: that card says so, every other card shows its data. */
export const SectionError: Story = {
  parameters: { msw: { handlers: failingOnly('quizzes') } },
  play: async ({ canvas }) => {
    const quizzes = await region(canvas, t.quizzes.title);
    await expect(await within(quizzes).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(quizzes).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(await canvas.findByText('مرور دانش و دانایی')).toBeVisible();
    await expect(await canvas.findByText('آیدا جلالی')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
