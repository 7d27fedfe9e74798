import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectPersianTicks, ticksOf } from '@/shared/charts/story-helpers';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringAll, failingCall, PERFORMANCE_PAGE_CALLS, pendingAll } from './report-fixtures';
import { PerformanceScreen } from './performance-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Performance',
  component: PerformanceScreen,
  parameters: {
    app: { route: paths.student.performance, signedInAs: 'student' },
    msw: { handlers: answeringAll(PERFORMANCE_PAGE_CALLS, 'student') },
  },
} satisfies Meta<typeof PerformanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIME_SUMMARY = 'بهترین زمان: عصر با ۱۰۰٪ پاسخ درست (صبح ۷۶٪، ظهر ۶۰٪، شب ۰٪)';
const SKILLS_SUMMARY = 'کمترین امتیاز: نور و سایه با ۲۱؛ بیشترین: جمع با «ان» و «ها» با ۱۰۰';

/** The times of day as a matrix, the skills lowest first with their scores in Persian digits. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.performance.title);
    await expect(await canvas.findByText(TIME_SUMMARY)).toBeVisible();
    await expect(await canvas.findByText(SKILLS_SUMMARY)).toBeVisible();
    const matrix = canvas.getByRole('figure', { name: t.timeOfDay.title });
    await waitFor(() => expect(matrix.querySelector('svg')).not.toBeNull());
    const slots = [...matrix.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(slots).toEqual(expect.arrayContaining(['صبح', 'ظهر', 'عصر', 'شب']));
    const skills = canvas.getByRole('figure', { name: t.skills.title });
    await expectPersianTicks(await ticksOf(skills, 'x'));
    const list = within(canvas.getByRole('region', { name: t.skills.listTitle })).getAllByRole('listitem');
    await expect(list[0]).toHaveTextContent('امتیاز ۲۱');
    await expect(canvas.getByRole('link', { name: t.performance.toOther })).toHaveAttribute(
      'href',
      paths.student.report,
    );
    await expect(document.title).toBe(t.performance.documentTitle);
  },
};

/** Nothing in the period: both cards say so. */
export const Empty: Story = {
  parameters: { msw: { handlers: answeringAll(PERFORMANCE_PAGE_CALLS, 'empty') } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.empty)).toHaveLength(2));
  },
};

/** Both calls under way. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingAll(PERFORMANCE_PAGE_CALLS) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent(common.loading);
  },
};

/** The skills call fails; the time-of-day matrix stands. */
export const Error: Story = {
  parameters: { msw: { handlers: [failingCall('skills'), ...answeringAll(['timeOfDay'], 'student')] } },
  play: async ({ canvas }) => {
    const failed = canvas.getByRole('figure', { name: t.skills.title });
    await expect(await within(failed).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(failed).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(await canvas.findByText(TIME_SUMMARY)).toBeVisible();
  },
};

/** 360 px: the matrix and the lying bars fit the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(await canvas.findByText(TIME_SUMMARY)).toBeVisible();
    await expect(await canvas.findByText(SKILLS_SUMMARY)).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
