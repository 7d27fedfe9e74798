import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ClassesScreen } from './classes-screen';
import { broken, calls, loaded, loading } from './story-handlers';
import { t } from './strings';

const r = paths.teacher.quizReports;

function Screen() {
  return (
    <Routes>
      <Route path={r.root} element={<ClassesScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Teacher/Quiz reports/Classes',
  component: Screen,
  parameters: { app: { route: r.root, signedInAs: 'teacher' }, msw: { handlers: loaded(calls.classes) } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.classes.title })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.classes.listLabel });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/teacher/quiz-reports/41');
    await expect(links[0]).toHaveTextContent('چهارم الف');
    await expect(links[1]).toHaveAttribute('href', '/teacher/quiz-reports/42');
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('۶۷٪');
    await expect(first).toHaveTextContent('۹۲٪');
    await expect(first).toHaveTextContent('۵ آزمون (۲ باز یا به‌زودی)');
    // «آخرین آزمون» is 501, open since yesterday — not 503, which starts next week.
    await expect(first).toHaveTextContent(t.classes.lastQuiz(formatJalaliDate('2026-11-21T08:00:00+03:30')));
    await expect(within(first).getByRole('progressbar', { name: t.classes.average })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.classes.listLabel });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading(calls.classes) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.classes.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: loaded(calls.classes, 'empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.classes.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: broken(calls.classes) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
