import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ClassesScreen } from './classes-screen';
import { DASHBOARD } from './fixtures';
import { t } from './strings';

const meta = {
  title: 'Teacher/Classes',
  component: ClassesScreen,
  parameters: {
    app: { route: paths.teacher.classes, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getTeacherClassDashboard', 'teacher')] },
  },
} satisfies Meta<typeof ClassesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    const first = await canvas.findByRole('region', { name: 'چهارم الف' });
    await expect(within(first).getByText(t.list.grade('چهارم'))).toBeVisible();
    await expect(within(first).getByText(t.list.pupils('۲۶'))).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'ریاضی چهارم' })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(41, 401, 'students'),
    );
    const second = canvas.getByRole('region', { name: 'چهارم ب' });
    await expect(within(second).getByRole('link', { name: 'علوم چهارم' })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(42, 403, 'students'),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'چهارم ب' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(DASHBOARD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('getTeacherClassDashboard', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(DASHBOARD, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
