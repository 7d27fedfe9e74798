import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ReportSeries } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { ChartFigure } from './chart-card';
import { RtlMatrixChart } from './matrix-chart';
import { matrixOf } from './report-data';
import { centreX, expectNoSidewaysScroll, framed } from './story-helpers';
import { persianWeekdays, WEEKDAY_KEYS } from './weekdays';

const slots = example('getMyTimeOfDayPerformanceReport', 'student');

// Weekday × hour, as a ReportSeries with a series per weekday; sent out of order on purpose.
const hours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
const order = [3, 0, 6, 1, 5, 2, 4];
const byWeekday: ReportSeries = {
  title: 'عملکرد در روزها و ساعت‌ها',
  unit: 'درصد',
  labels: hours.map((h) => new Intl.NumberFormat('fa-IR').format(h)),
  series: order.map((d) => ({
    key: WEEKDAY_KEYS[d]!,
    name: persianWeekdays()[d]!,
    data: hours.map((h) => ((h * 7 + d * 13) % 5 === 0 ? 0 : 40 + ((h * 11 + d * 17) % 60))),
  })),
};
const caption = {
  week: { title: byWeekday.title, summary: 'بهترین زمان: شنبه ساعت ۱۷' },
  slots: { title: 'عملکرد در ساعت‌های مختلف روز', summary: 'بهترین زمان: عصر با ۱۰۰٪ پاسخ درست' },
};

const meta = {
  title: 'Shared/Charts/Matrix chart',
  component: RtlMatrixChart,
  decorators: [framed],
  args: { ...matrixOf(byWeekday), unit: 'درصد', domain: [0, 100] },
  render: (args) => (
    <ChartFigure {...caption.week}>
      <RtlMatrixChart {...args} />
    </ChartFigure>
  ),
} satisfies Meta<typeof RtlMatrixChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows Saturday first in Persian, on the right; the first hour on the right; the grid aria-hidden. */
export const WeekdayByHour: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: caption.week.title })).toBeVisible();
    const rowNames = [...canvasElement.querySelectorAll('[data-matrix-row]')].map((row) => row.textContent);
    await expect(rowNames).toEqual([...persianWeekdays()]);
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    const columnLabels = [...svg.querySelectorAll('text')];
    const first = columnLabels.find((t) => t.textContent === '۸')!;
    const last = columnLabels.find((t) => t.textContent === '۲۱')!;
    await expect(centreX(first)).toBeGreaterThan(centreX(last));
    await expect(centreX(canvasElement.querySelector('[data-matrix-row]')!)).toBeGreaterThan(centreX(first));
  },
};

/** The student's four times of day: one row, four columns, large cells. */
export const TimesOfDay: Story = {
  args: { ...matrixOf(slots) },
  render: (args) => (
    <ChartFigure {...caption.slots}>
      <RtlMatrixChart {...args} />
    </ChartFigure>
  ),
  play: async ({ canvas, canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('svg text')].map((t) => t.textContent);
    await expect(texts).toEqual(['شب', 'عصر', 'ظهر', 'صبح']);
    // The scale reads right to left: «کمتر» on the right.
    await expect(centreX(canvas.getByText('کمتر'))).toBeGreaterThan(centreX(canvas.getByText('بیشتر')));
  },
};

/** 360 px: fourteen hours fit the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-matrix-row]')).toHaveLength(7);
    await expectNoSidewaysScroll();
  },
};
