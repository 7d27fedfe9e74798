import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { SARA, STUDENT, StudentRoutes } from './fixtures';
import { t } from './strings';

const meta = {
  title: 'School/Student',
  component: StudentRoutes,
  parameters: {
    app: { route: paths.school.studentHref(101), signedInAs: 'school' },
    msw: { handlers: [answeringExample(STUDENT, 'school', SARA)] },
  },
} satisfies Meta<typeof StudentRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown under a headline figure's label. */
const figure = (canvas: HTMLElement, label: string) =>
  within(canvas).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await expect(canvas.getByText(t.pupil.classInfo('چهارم الف', 'چهارم'), { exact: false })).toBeVisible();
    await expect(canvas.getByText('student')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('link', { name: t.pupil.back })).toHaveAttribute('href', paths.school.students);
    await expect(figure(canvasElement, t.pupil.average)).toHaveTextContent('۸۱ — ماهر');
    await expect(figure(canvasElement, t.pupil.answered)).toHaveTextContent('۱۵۷');
    await expect(figure(canvasElement, t.pupil.time)).toHaveTextContent('۲ ساعت و ۱۹ دقیقه');
    await expect(figure(canvasElement, t.pupil.lastActive)).toHaveTextContent('۳۰ آبان ۱۴۰۵');
    const courses = canvas.getByRole('region', { name: t.pupil.courses });
    const maths = within(courses).getByRole('listitem', { name: 'ریاضی چهارم' });
    await expect(within(maths).getByRole('meter')).toHaveAttribute('aria-valuetext', '۹۸ از ۱۰۰، منطقهٔ چالش');
    await expect(within(maths).getByText(t.pupil.courseSkills(3, 3))).toBeVisible();
    const recent = canvas.getByRole('region', { name: t.pupil.recent });
    const plural = within(recent).getByRole('listitem', { name: 'جمع با «ان» و «ها»' });
    await expect(within(plural).getByText('۴-ف-۳ · فارسی چهارم')).toBeVisible();
    await expect(within(plural).getByText('تسلط کامل')).toBeVisible();
    await expect(within(plural).getByText(/آخرین تمرین: ۳۰ آبان ۱۴۰۵/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    app: { route: paths.school.studentHref(1206), signedInAs: 'school' },
    msw: {
      handlers: [answeringExample(STUDENT, 'newStudent', { params: { id: 1206 } })],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'آرین کاظمی' })).toBeVisible();
    await expect(figure(canvasElement, t.pupil.average)).toHaveTextContent(t.pupil.noAverage);
    await expect(figure(canvasElement, t.pupil.lastActive)).toHaveTextContent(t.pupil.neverActive);
    await expect(figure(canvasElement, t.pupil.homework)).toHaveTextContent('۰ از ۱۴');
    await expect(canvas.getByText(t.pupil.noCourses)).toBeVisible();
    await expect(canvas.getByText(t.pupil.noRecent)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سارا احمدی' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(STUDENT, SARA)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [failing(STUDENT, 404, null, SARA)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.pupil.notFound);
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(STUDENT, 500, null, SARA)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
