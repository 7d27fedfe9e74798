import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { daysUntil, formatJalaliDate, iranToday } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { HomeworkRoutes, LIST, classCards, classHomework, listPage } from './fixtures';
import { t } from './strings';

const meta = {
  title: 'Teacher/Homeworks',
  component: HomeworkRoutes,
  parameters: {
    app: { route: paths.teacher.homeworks, signedInAs: 'teacher' },
    msw: { handlers: [classCards, classHomework] },
  },
} satisfies Meta<typeof HomeworkRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const active = listPage.results.find((item) => item.status === 'active')!;
const where = () => screen.getByRole('status', { name: 'where' });
const fitsPhone = () =>
  waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    const link = await canvas.findByRole('link', { name: active.title });
    await expect(link).toHaveAttribute('href', paths.teacher.homeworkHref(active.id));
    const row = link.closest('li')!;
    await expect(row).toHaveTextContent(t.list.courseOf('چهارم الف', active.course.name));
    await expect(row).toHaveTextContent(
      t.list.dates(formatJalaliDate(active.start_date), formatJalaliDate(active.end_date)),
    );
    await expect(row).toHaveTextContent(t.list.daysLeft(daysUntil(active.end_date, iranToday())));
    await expect(within(row).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(active.progress_percent),
    );
    await expect(within(row).getByRole('link', { name: t.list.editOf(active.title) })).toHaveAttribute(
      'href',
      paths.teacher.homeworkEditHref(active.id),
    );
    await expect(canvas.getByRole('link', { name: t.list.newHomework })).toHaveAttribute(
      'href',
      paths.teacher.homeworkNew,
    );
    // Class 42 has no homework in the example: its own section says so.
    const other = canvas.getByRole('region', { name: t.list.classSection('چهارم ب') });
    await expect(await within(other).findByText(t.list.classEmpty)).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: {
    app: { route: `${paths.teacher.homeworks}?class=41&status=finished`, signedInAs: 'teacher' },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'مرور مواد' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: active.title })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t.list.classSection('چهارم ب') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.list.newHomework })).toHaveAttribute(
      'href',
      `${paths.teacher.homeworkNew}?class=41`,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.list.statusFilter }), t.status.active);
    await expect(await canvas.findByRole('link', { name: active.title })).toBeVisible();
    await expect(where()).toHaveTextContent(`${paths.teacher.homeworks}?class=41&status=active`);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [classCards, answeringExample('get', LIST, 'listClassHomework', 'empty')] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.list.classEmpty)).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [classCards, pending('get', LIST)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.loadingClass('چهارم الف'))).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [classCards, failing('get', LIST, 500, null)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(errors.fetchData)).toHaveLength(2));
    await expect(canvas.getAllByRole('button', { name: common.retry })[0]).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: active.title })).toBeVisible();
    await fitsPhone();
  },
};
