import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { example } from '@/testing/handlers';
import { RtlBarChart } from './bar-chart';
import { ChartCard } from './chart-card';
import { gridDataOf } from './report-data';
import { chartText } from './strings';
import { expectNoSidewaysScroll, expectPersianTicks, framed, ticksOf } from './story-helpers';

const hourly = example('getMyHourlyDistributionReport', 'student');
const title = 'پراکندگی تمرین در ساعت‌های روز';
const summary = 'بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال';

const meta = {
  title: 'Shared/Charts/Chart card',
  component: ChartCard,
  decorators: [framed],
  args: {
    title,
    summary,
    state: 'ready',
    errorMessage: errors.fetchData,
    onRetry: fn(),
    children: <RtlBarChart {...gridDataOf(hourly)} unit={hourly.unit} />,
  },
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart with its title as the figure's name and the summary in the caption. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: title });
    await expect(figure).toHaveTextContent(summary);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
  },
};

/** Waiting for its call: the title stays, a spinner in place of the chart, no summary yet. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.queryByText(summary)).toBeNull();
  },
};

/** Its call failed: the Persian message and a retry that asks again. */
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.fetchData);
    await userEvent.click(canvas.getByRole('button', { name: common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to draw: the default empty text, or the screen's own. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chartText.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** 360 px: the card and its chart fit the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
    await expectNoSidewaysScroll();
  },
};
