import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, failing, pending } from '@/testing/handlers';
import { finishedReport, finishedSkills, notFoundDetail, overdueSkills, reportOf, skillsOf } from './fixtures';
import { HomeworkDetailScreen } from './homework-detail-screen';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.homework} element={<HomeworkDetailScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Homework page',
  component: Screen,
  parameters: {
    app: { route: paths.student.homeworkHref(4105), signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyHomeworkSkills', skillsOf(), { params: { id: 4105 } }),
        answering('getMyHomeworkReport', reportOf(), { params: { id: 4105 } }),
      ],
    },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'مرور دانش و دانایی';

export const DetailLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByText(t.detail.states.open)).toBeVisible();
    await expect(canvas.getByText('هر مهارت را تا امتیاز ۷۰ تمرین کنید.')).toBeVisible();
    await expect(canvas.getByText(formatJalaliDate(skillsOf().homework.end_date))).toBeVisible();
    await expect(canvas.getByText(t.near.daysLeft(4))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.detail.continueButton })).toHaveAttribute(
      'href',
      '/exercise?homework=4105',
    );
    await expect(canvas.getByRole('link', { name: t.detail.backToList })).toHaveAttribute('href', '/homeworks');

    const skills = canvas.getByRole('region', { name: t.detail.skillsTitle });
    await expect(within(skills).getByRole('link', { name: 'واژه‌های هم‌معنی' })).toHaveAttribute(
      'href',
      paths.student.exerciseHref({ homework: 4105, skill: 'l4-synonyms' }),
    );
    const bar = within(skills).getByRole('progressbar', { name: t.detail.skillScore('واژه‌های هم‌معنی') });
    await expect(bar).toHaveAttribute('aria-valuetext', t.detail.scoreOfTarget(58, 70));
    await expect(within(skills).getAllByText(t.detail.skillDone)).toHaveLength(1);

    const report = canvas.getByRole('region', { name: t.report.title });
    await expect(await within(report).findByText('۲۰ دقیقه', { selector: 'p' })).toBeVisible();
    await expect(within(report).getByText('۱ از ۳')).toBeVisible();
    await expect(within(report).getByRole('progressbar', { name: t.report.classAverage })).toHaveAttribute(
      'aria-valuetext',
      '۱۰٪',
    );
    await expect(within(report).getByText(/سارا جان/)).toBeVisible();
    const table = within(report).getByRole('table', { name: t.report.perSkill });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(document.title).toBe(t.detail.documentTitle(TITLE));
  },
};

export const DetailFinished: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getMyHomeworkSkills', skillsOf(finishedSkills), { params: { id: 4105 } }),
        answering('getMyHomeworkReport', reportOf(finishedReport), { params: { id: 4105 } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.detail.finishedNote)).toBeVisible();
    await expect(canvas.getByText(t.detail.states.finished)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t.detail.continueButton })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t.detail.startButton })).toBeNull();
    await expect(canvas.getAllByText(t.detail.skillDone)).toHaveLength(3);
    await expect(await canvas.findByText('۳ از ۳')).toBeVisible();
  },
};

export const DetailOverdue: Story = {
  parameters: {
    msw: { handlers: [answering('getMyHomeworkSkills', skillsOf(overdueSkills), { params: { id: 4105 } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.detail.overdueNote)).toBeVisible();
    await expect(canvas.getByText(t.detail.states.overdue)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.detail.lateButton })).toHaveAttribute(
      'href',
      '/exercise?homework=4105',
    );
    await expect(canvas.queryByText(t.near.daysLeft(4))).toBeNull();
  },
};

export const DetailLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        pending('getMyHomeworkSkills', { params: { id: 4105 } }),
        pending('getMyHomeworkReport', { params: { id: 4105 } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.detail.heading);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const DetailError: Story = {
  parameters: { msw: { handlers: [failing('getMyHomeworkSkills', 500, undefined, { params: { id: 4105 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The homework loads but the report fails: only the report's section says so. */
export const DetailReportError: Story = {
  parameters: {
    msw: { handlers: [failing('getMyHomeworkReport', 500, 'گزارش در دسترس نیست', { params: { id: 4105 } })] },
  },
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('region', { name: t.report.title });
    await expect(await within(report).findByRole('alert')).toHaveTextContent('گزارش در دسترس نیست');
    await expect(canvas.getByRole('link', { name: t.detail.continueButton })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    app: { route: paths.student.homeworkHref(999) },
    msw: { handlers: [failing('getMyHomeworkSkills', 404, notFoundDetail, { params: { id: 999 } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.detail.notFound.title })).toBeVisible();
    await expect(canvas.getByText(notFoundDetail)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.detail.backToList })).toHaveAttribute('href', '/homeworks');
  },
};

export const DetailMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await canvas.findByRole('table', { name: t.report.perSkill });
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const start = canvas.getByRole('link', { name: t.detail.continueButton });
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
