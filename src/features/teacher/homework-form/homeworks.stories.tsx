import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { formatJalaliDate, iranToday } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { homeworkStatusLabel, homeworkTimeNote } from '@/shared/status/homework';
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
const scheduled = listPage.results.find((item) => item.status === 'scheduled')!;
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
    await expect(row).toHaveTextContent(homeworkStatusLabel.active);
    await expect(row).toHaveTextContent(homeworkTimeNote(active, iranToday())!);
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

/** A homework given for tomorrow: «زمان‌بندی‌شده», its dates and «فردا شروع می‌شود», never days left. */
export const Scheduled: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: scheduled.title });
    const row = link.closest('li')!;
    await expect(within(row).getByText(homeworkStatusLabel.scheduled)).toBeVisible();
    await expect(row).toHaveTextContent(homeworkTimeNote(scheduled, iranToday())!);
    await expect(row).toHaveTextContent('فردا شروع می‌شود');
    await expect(row).not.toHaveTextContent('روز مانده');
    await expect(row).not.toHaveTextContent(homeworkStatusLabel.active);
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
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t.list.statusFilter }),
      homeworkStatusLabel.active,
    );
    await expect(await canvas.findByRole('link', { name: active.title })).toBeVisible();
    await expect(where()).toHaveTextContent(`${paths.teacher.homeworks}?class=41&status=active`);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [classCards, answeringExample('listClassHomework', 'empty')] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.list.classEmpty)).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [classCards, pending(LIST)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.loadingClass('چهارم الف'))).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [classCards, failing(LIST, 500, null)] } },
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
