import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ReportSeries } from '@/api/generated/model';
import { expectNoSidewaysScroll, expectPersianTicks, ticksOf } from '@/shared/charts/story-helpers';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, example } from '@/testing/handlers';
import { answeringAll, failingCall, PERFORMANCE_PAGE_CALLS, pendingAll, REPORT_CALLS } from './report-fixtures';
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

/** Skills with long names, as the curriculum has them. */
const LONG_NAMES = [
  'ضرب و تقسیم کسرهای مخلوط با مخرج‌های متفاوت',
  'نور و سایه',
  'مقایسه و مرتب کردن عددهای اعشاری تا سه رقم',
];
const longSkills: ReportSeries = {
  ...example('getMySkillsPerformanceReport', 'student'),
  labels: LONG_NAMES,
};

/**
 * Every skill's whole name is seen: in the chart's axis (its lines joined give the name, every
 * line inside the chart) and in the list (wrapped, never cut with «…» or clamped).
 */
async function namesWhole(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  const chart = canvas.getByRole('figure', { name: t.skills.title });
  const labels = '.recharts-yAxis-tick-labels text';
  await waitFor(() => expect(chart.querySelectorAll(labels)).toHaveLength(3));
  const svg = chart.querySelector('svg.recharts-surface')!.getBoundingClientRect();
  const ticks = [...chart.querySelectorAll(labels)];
  const shown = ticks.map((tick) =>
    [...tick.querySelectorAll('tspan')].map((line) => line.textContent!.trim()).join(' '),
  );
  await expect([...shown].sort()).toEqual([...LONG_NAMES].sort());
  for (const line of chart.querySelectorAll(`${labels} tspan`)) {
    const box = line.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(svg.left - 1);
    await expect(box.right).toBeLessThanOrEqual(svg.right + 1);
  }
  const list = canvas.getByRole('region', { name: t.skills.listTitle });
  for (const name of LONG_NAMES) {
    const text = within(list).getByText(name);
    const style = getComputedStyle(text);
    await expect(style.textOverflow).not.toBe('ellipsis');
    await expect(style.webkitLineClamp).toBe('none');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
}

const longNamesHandlers = [answering(REPORT_CALLS.skills, longSkills), ...answeringAll(['timeOfDay'], 'student')];
const viewports = {
  options: {
    phone390: { name: '390', styles: { width: '390px', height: '844px' } },
    laptop1366: { name: '1366', styles: { width: '1366px', height: '768px' } },
  },
};

/** A 390 px phone: long skill names wrap, whole, in the chart and in the list. */
export const LongNamesPhone: Story = {
  parameters: { msw: { handlers: longNamesHandlers }, viewport: viewports },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await namesWhole(canvas);
    await expectNoSidewaysScroll();
  },
};

/** A 1366 px laptop (two cards a row): long skill names wrap, whole, in the chart and in the list. */
export const LongNamesLaptop: Story = {
  parameters: { msw: { handlers: longNamesHandlers }, viewport: viewports },
  globals: { viewport: { value: 'laptop1366' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1366);
    await namesWhole(canvas);
  },
};
