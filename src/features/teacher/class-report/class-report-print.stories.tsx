import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPrintOnClick } from '@/testing/print';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { expectNoSidewaysScroll } from '@/shared/charts/story-helpers';
import { answeringReports, failingReports, pendingReports } from '@/shared/class-report/report-fixtures';
import { reportText } from '@/shared/class-report/strings';
import { periodText } from '@/shared/class-report/summaries';
import { iranToday } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, handling } from '@/testing/handlers';
import { ClassReportPrintScreen } from './class-report-print-screen';
import { t } from './strings';

/** The print view under its route, as the app mounts it. */
function PrintRoute() {
  return (
    <Routes>
      <Route path={paths.teacher.classReportPrint} element={<ClassReportPrintScreen />} />
    </Routes>
  );
}

const PRINT = paths.teacher.classReportPrintHref(41, 401);
const classCards = answeringExample('getTeacherClassDashboard', 'teacher');

// Every period the time call was asked for (PeriodFromAddress reads it).
const askedPeriods: (string | null)[] = [];
const recordingTime = handling('getTeacherTimeReport', ({ query }) => {
  askedPeriods.push(query.get('dateType'));
  return example('getTeacherTimeReport', 'teacher');
});

const meta = {
  title: 'Teacher/Class report print',
  component: PrintRoute,
  parameters: {
    app: { route: PRINT, signedInAs: 'teacher' },
    msw: { handlers: [classCards, ...answeringReports('teacher')] },
  },
} satisfies Meta<typeof PrintRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (period: 'last_30' | 'last_7') =>
  t.period(reportText.period.names[period], periodText(period, iranToday()));

/** Class, course and the Jalali period in the heading; the panels one under another; the way back and «چاپ». */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      t.title('چهارم الف', 'ریاضی چهارم'),
    );
    await expect(canvas.getByText(heading('last_30'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(41, 401, 'reports'),
    );
    await expect(await canvas.findByText(reportText.figures.ofPracticed('۷۴', '۱۲۵'))).toBeVisible();
    // One column: every chart starts at the same left edge.
    const time = await canvas.findByRole('figure', { name: reportText.time.title });
    const skills = canvas.getByRole('figure', { name: reportText.skills.title });
    await expect(Math.round(time.getBoundingClientRect().left)).toBe(Math.round(skills.getBoundingClientRect().left));
    await expect(canvas.queryByRole('combobox', { name: reportText.skills.count })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: reportText.time.title })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(4),
    );
  },
};

/** «چاپ» opens the browser's print dialog (stubbed here). */
export const Print: Story = {
  play: async ({ canvas }) => {
    await expectPrintOnClick(await canvas.findByRole('button', { name: t.print }));
  },
};

/** The period comes from the tab's link (`?period=last_7`): asked for, named in the heading, kept on the way back. */
export const PeriodChanged: Story = {
  parameters: {
    app: { route: `${PRINT}?period=last_7&skills=10`, signedInAs: 'teacher' },
    msw: { handlers: [classCards, recordingTime, ...answeringReports('teacher')] },
  },
  play: async ({ canvas }) => {
    askedPeriods.length = 0;
    await expect(await canvas.findByText(heading('last_7'))).toBeVisible();
    await waitFor(() => expect(askedPeriods).toEqual(['last_7']));
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      `${paths.teacher.classCourseHref(41, 401, 'reports')}?period=last_7&skills=10`,
    );
  },
};

/** Nothing in the period: each panel says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: [classCards, ...answeringReports('empty')] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(reportText.empty)).toHaveLength(5));
  },
};

/** The calls under way: a spinner in each panel under the heading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [classCards, ...pendingReports()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('status').filter((s) => s.textContent === common.loading)).toHaveLength(5);
  },
};

/** Every report call fails: each panel shows the Persian error and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [classCards, ...failingReports()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(5));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(errors.fetchData);
  },
};

/** Not one of the teacher's classes: says so, with the way to the classes. */
export const NotTheTeachersClass: Story = {
  parameters: {
    msw: { handlers: [answering('getTeacherClassDashboard', []), ...answeringReports('teacher')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToClasses })).toHaveAttribute('href', paths.teacher.classes);
  },
};

/** 360 px: the sheet fits the phone and «چاپ» is at least 44 px tall. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(reportText.figures.ofPracticed('۷۴', '۱۲۵'))).toBeVisible();
    await canvas.findByRole('figure', { name: reportText.homework.title });
    await expect(canvas.getByRole('button', { name: t.print }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await expectNoSidewaysScroll();
  },
};
