import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { example } from '@/testing/handlers';
import { ChartFigure } from './chart-card';
import { gridDataOf } from './report-data';
import {
  centreX,
  expectHiddenPlot,
  expectNoSidewaysScroll,
  expectPersianTicks,
  framed,
  ticksOf,
} from './story-helpers';
import { RtlAreaChart, RtlLineChart } from './trend-chart';

const duration = example('getMyPracticeDurationReport', 'student');

// A week of ISO dates, as a date axis receives them (the teacher's and manager's daily reports).
const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const daily = days.map((date, i) => ({ date, smart_score: [40, 52, 55, 61, 70, 78, 83][i]! }));
const dailySeries = [{ name: 'smart_score', label: 'میانگین امتیاز', color: 'violet.6' }];
const caption = {
  daily: { title: 'میانگین امتیاز در هفتهٔ گذشته', summary: 'امتیاز از ۴۰ به ۸۳ رسید.' },
  duration: { title: 'مدت تمرین', summary: 'در این بازه ۵۶ دقیقه تمرین کردی.' },
};

const meta = {
  title: 'Shared/Charts/Line and area charts',
  component: RtlLineChart,
  decorators: [framed],
  args: { data: daily, dataKey: 'date', series: dailySeries, xType: 'date', unit: 'امتیاز' },
  render: (args) => (
    <ChartFigure {...caption.daily}>
      <RtlLineChart {...args} />
    </ChartFigure>
  ),
} satisfies Meta<typeof RtlLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ISO dates on the axis in Jalali («۲۵ آبان» … «۱ آذر»), the earliest on the right. */
export const DateAxis: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: caption.daily.title })).toBeVisible();
    const xTicks = await ticksOf(canvasElement, 'x');
    const labels = xTicks.map((t) => t.textContent);
    await expect(labels).toContain('۲۵ آبان');
    await expect(labels).toContain('۱ آذر');
    const first = xTicks.find((t) => t.textContent === '۲۵ آبان')!;
    const last = xTicks.find((t) => t.textContent === '۱ آذر')!;
    await expect(centreX(first)).toBeGreaterThan(centreX(last));
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
    await expectHiddenPlot(canvasElement);
  },
};

/** Minutes per subject stacked, with the Persian legend (the /report practice-duration chart). */
export const StackedArea: Story = {
  args: { ...gridDataOf(duration), xType: 'category', unit: duration.unit },
  render: (args) => (
    <ChartFigure {...caption.duration}>
      <RtlAreaChart {...args} stacked />
    </ChartFigure>
  ),
  play: async ({ canvas, canvasElement }) => {
    const xTicks = await ticksOf(canvasElement, 'x');
    await expect(xTicks.map((t) => t.textContent)).toContain(duration.labels[0]);
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
    await expect(canvas.getByRole('list')).toHaveTextContent('ریاضیفارسیعلوم');
  },
};

/** 360 px: the chart fits the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
    await expectNoSidewaysScroll();
  },
};
