import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { classCards, DASHBOARD, RECORDS, searchableRecords } from './fixtures';
import { StudentsScreen } from './students-screen';
import { t } from './strings';

/** The last query the records call was asked (the Searching and Filtered stories check it). */
let asked = new URLSearchParams();
const remember = (query: URLSearchParams) => {
  asked = query;
};

const meta = {
  title: 'Teacher/Students',
  component: StudentsScreen,
  parameters: {
    app: { route: paths.teacher.students, signedInAs: 'teacher' },
    msw: { handlers: [classCards, searchableRecords(remember)] },
  },
} satisfies Meta<typeof StudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(await canvas.findByText(t.list.count(52))).toBeVisible();
    const sara = canvas.getByRole('listitem', { name: 'سارا احمدی' });
    await expect(within(sara).getByText(t.list.classAndAnswered('چهارم الف', 157))).toBeVisible();
    await expect(within(sara).getByText('آخرین فعالیت: ۳۰ آبان ۱۴۰۵')).toBeVisible();
    await expect(within(sara).getByRole('meter', { name: t.list.scoreOf('سارا احمدی') })).toHaveAttribute(
      'aria-valuetext',
      '۸۱ از ۱۰۰، ماهر',
    );
    await expect(
      within(sara).getByRole('link', { name: t.list.courseLink('سارا احمدی', 'ریاضی چهارم') }),
    ).toHaveAttribute('href', paths.teacher.studentCourseHref(101, 'fourth', 401));
    await expect(canvas.getByRole('button', { name: t.list.page(6) })).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(t.list.count(52));
    await userEvent.type(canvas.getByRole('searchbox', { name: t.list.search }), 's۱۵۸');
    // Persian digits reach the server as Latin ones, after the pause, in one call.
    await waitFor(() => expect(asked.get('searchedWord')).toBe('s158'));
    await expect(await canvas.findByText(t.list.count(1))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'ریحانه باقری' })).toBeVisible();
    await expect(canvas.queryByRole('listitem', { name: 'سارا احمدی' })).toBeNull();
  },
};

export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(t.list.count(52));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.list.classFilter }), 'چهارم ب');
    await waitFor(() => expect(asked.get('classId')).toBe('42'));
    await expect(await canvas.findByText(t.list.count(5))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'آوا افشار' })).toBeVisible();
    await expect(canvas.queryByRole('listitem', { name: 'سارا احمدی' })).toBeNull();
  },
};

export const NothingMatches: Story = {
  parameters: { app: { route: `${paths.teacher.students}?q=zzz`, signedInAs: 'teacher' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t.list.noMatch.title)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.list.search })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: t.list.clearSearch }));
    await expect(await canvas.findByText(t.list.count(52))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.list.search })).toHaveValue('');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [classCards, pending(RECORDS)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [classCards, answeringExample('listTeacherStudentRecords', 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.list.clearSearch })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(DASHBOARD, 500, null), searchableRecords()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
