import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { quizStatusLabel } from '@/shared/status/quiz';
import { ClassScreen } from './class-screen';
import { broken, calls, CLASS_ID, loaded, loading } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.class} element={<ClassScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Class',
  component: Screen,
  parameters: { app: { route: r.classHref(CLASS_ID), signedInAs: 'teacher' }, msw: { handlers: loaded(calls.class) } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'آزمون‌های چهارم الف' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.class.back })).toHaveAttribute('href', '/teacher/quiz-reports');
    const list = canvas.getByRole('list', { name: t.class.listLabel });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Open first (501), then the upcoming (503, next week: no numbers yet, its start date and
    // hour), then the closed ones newest first.
    await expect(items[0]).toHaveTextContent(quizStatusLabel.open);
    await expect(items[1]).toHaveTextContent(t.class.noResults);
    await expect(items[1]).toHaveTextContent(quizStatusLabel.upcoming);
    await expect(items[1]).toHaveTextContent(t.class.start(formatJalaliDateTime('2026-11-29T08:00:00+03:30')));
    const math = items[3]!;
    await expect(within(math).getByRole('link', { name: 'آزمون فصل ۱ ریاضی' })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports/41/497',
    );
    await expect(math).toHaveTextContent('۲۵ از ۲۶ تحویل داده‌اند');
    await expect(math).toHaveTextContent('میانگین ۶۸٪');
    await expect(math).toHaveTextContent(formatJalaliDate('2026-10-25T08:00:00+03:30'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.class.listLabel });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.class) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.class.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: loaded(calls.class, 'empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.class.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.class) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
