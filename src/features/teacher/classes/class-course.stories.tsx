import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answeringReports, failingReports, pendingReports } from '@/shared/class-report/report-fixtures';
import { reportText } from '@/shared/class-report/strings';
import { formatJalaliDate } from '@/shared/dates';
import { classHomeworkText, classPupilsText } from '@/shared/class-lists/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { homeworkNewHref } from '@/shared/teacher/class-choice';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import type { CourseTab } from './course-tabs';
import { ClassCourseRoutes, DASHBOARD, HOMEWORK, RECORDS, classCard, mathHomework, tabHandlers } from './fixtures';
import { t as exportText } from '@/shared/export/strings';
import { t } from './strings';

const meta = {
  title: 'Teacher/Class course',
  component: ClassCourseRoutes,
  parameters: {
    app: { route: paths.teacher.classCourseHref(41, 401, 'students'), signedInAs: 'teacher' },
    msw: { handlers: tabHandlers },
  },
} satisfies Meta<typeof ClassCourseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (tab: string) => ({ app: { route: paths.teacher.classCourseHref(41, 401, tab), signedInAs: 'teacher' } });
const mobile = { viewport: { value: 'mobile' } };
const fitsPhone = () =>
  waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));

/** The same failing / pending / empty answer for one tab's call, with the class card answered. */
const only = (handler: ReturnType<typeof pending>) => ({ msw: { handlers: [classCard, handler] } });
// The report's chunk (with the charts) is fetched when the tab opens; the first time, the dev server builds it.
const lazyChunk = { timeout: 15_000 };
/** The report tab's five calls, with the class card answered. */
const reports = (handlers: ReturnType<typeof pending>[]) => ({ msw: { handlers: [classCard, ...handlers] } });

export const StudentsLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      t.course.title('ریاضی چهارم', 'چهارم الف'),
    );
    await expect(await canvas.findByRole('group', { name: exportText.groupOf(t.students.heading) })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t.course.tabsLabel });
    await expect(within(nav).getByRole('link', { name: t.course.tabs.students })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: t.course.tabs.messages })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(41, 401, 'messages'),
    );
    const sara = await canvas.findByRole('link', { name: 'سارا احمدی' });
    await expect(sara).toHaveAttribute('href', paths.teacher.studentCourseHref(101, 'fourth', 401));
    await expect(canvas.getByRole('meter', { name: `${classPupilsText.score} سارا احمدی` })).toHaveAttribute(
      'aria-valuenow',
      '81',
    );
    await expect(canvas.getAllByText(classPupilsText.answered('۱۵۷'), { exact: false })[0]).toBeVisible();
  },
};
export const StudentsMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'سارا احمدی' })).toBeVisible();
    await fitsPhone();
  },
};
export const StudentsLoading: Story = { parameters: only(pending(RECORDS)), play: loading };
export const StudentsEmpty: Story = {
  parameters: only(answeringExample('listTeacherStudentRecords', 'empty')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.students.empty.title)).toBeVisible();
  },
};
export const StudentsError: Story = { parameters: only(failing(RECORDS, 500, null)), play: failed };

export const HomeworkLoaded: Story = {
  parameters: on('homework'),
  play: async ({ canvas }) => {
    const first = mathHomework.results[0]!;
    const link = await canvas.findByRole('link', { name: first.title });
    await expect(link).toHaveAttribute('href', paths.teacher.homeworkHref(first.id));
    await expect(
      canvas.getByText(classHomeworkText.dates(formatJalaliDate(first.start_date), formatJalaliDate(first.end_date)), {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.tabs.homework })).toHaveAttribute('aria-current', 'page');
    // A new homework for this class and course, both filled in.
    await expect(canvas.getByRole('link', { name: t.homework.newHomework })).toHaveAttribute(
      'href',
      homeworkNewHref({ classId: 41, courseId: 401 }),
    );
  },
};
export const HomeworkMobile: Story = {
  parameters: on('homework'),
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: mathHomework.results[0]!.title })).toBeVisible();
    await fitsPhone();
  },
};
export const HomeworkLoading: Story = {
  parameters: { ...on('homework'), ...only(pending(HOMEWORK)) },
  play: loading,
};
export const HomeworkEmpty: Story = {
  parameters: { ...on('homework'), ...only(answeringExample('listClassHomework', 'empty')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.homework.empty.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.homework.newHomework })).toHaveAttribute(
      'href',
      `${paths.teacher.homeworkNew}?class=41&course=401`,
    );
    await expect(canvas.getByRole('link', { name: t.homework.allHomework })).toHaveAttribute(
      'href',
      paths.teacher.homeworks,
    );
  },
};
export const HomeworkError: Story = {
  parameters: { ...on('homework'), ...only(failing(HOMEWORK, 500, null)) },
  play: failed,
};

/** The class's report (shared/class-report, loaded with this tab only): figures, charts and the print link. */
export const ReportsLoaded: Story = {
  parameters: { ...on('reports'), ...reports(answeringReports('teacher')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(reportText.figures.ofPracticed('۷۴', '۱۲۵'), {}, lazyChunk)).toBeVisible();
    await expect(canvas.getByText(reportText.figures.hours('۲۹', '۲۸'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: reportText.heading })).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: reportText.time.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: reportText.printLink })).toHaveAttribute(
      'href',
      paths.teacher.classReportPrintHref(41, 401),
    );
    await expect(canvas.getByRole('link', { name: t.course.tabs.reports })).toHaveAttribute('aria-current', 'page');
  },
};
export const ReportsMobile: Story = {
  parameters: { ...on('reports'), ...reports(answeringReports('teacher')) },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(reportText.figures.ofPracticed('۷۴', '۱۲۵'), {}, lazyChunk)).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: reportText.skills.title })).toBeVisible();
    await fitsPhone();
  },
};
export const ReportsLoading: Story = {
  parameters: { ...on('reports'), ...reports(pendingReports()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(
      () => expect(canvas.getAllByRole('status').filter((s) => s.textContent === common.loading)).toHaveLength(5),
      lazyChunk,
    );
  },
};
export const ReportsEmpty: Story = {
  parameters: { ...on('reports'), ...reports(answeringReports('empty')) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(reportText.empty)).toHaveLength(5), lazyChunk);
  },
};
export const ReportsError: Story = {
  parameters: { ...on('reports'), ...reports(failingReports()) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(5), lazyChunk);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(errors.fetchData);
    await expect(canvas.getAllByRole('button', { name: common.retry })).toHaveLength(5);
  },
};

export const UnknownTab: Story = {
  parameters: on('grades'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.course.unknownTab.title)).toBeVisible();
    const tabs: CourseTab[] = ['students', 'homework', 'reports', 'messages'];
    for (const tab of tabs)
      await expect(canvas.getByRole('link', { name: t.course.tabs[tab] })).not.toHaveAttribute('aria-current');
  },
};
export const NotTheTeachersClass: Story = {
  parameters: { ...on('students'), msw: { handlers: [answering(DASHBOARD, [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.course.notFound.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.backToClasses })).toHaveAttribute(
      'href',
      paths.teacher.classes,
    );
  },
};

async function loading({ canvas }: { canvas: ReturnType<typeof within> }) {
  await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
}
async function failed({ canvas }: { canvas: ReturnType<typeof within> }) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(errors.fetchData);
  await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
}
