import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { example } from '@/testing/handlers';
import { RtlBarChart } from './bar-chart';
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

// The contract's examples: the demo world's real reports.
const hourly = example('getMyHourlyDistributionReport', 'student');
const cups = example('getMyCupsReport', 'student');
const skills = example('getMySkillsPerformanceReport', 'student');

// Story captions; a screen writes its own from its strings.ts.
const caption = {
  hourly: { title: 'پراکندگی تمرین در ساعت‌های روز', summary: 'بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال' },
  cups: { title: 'تعداد جام‌ها', summary: '۳ جام: ۱ طلایی و ۲ برنزی' },
  skills: { title: 'عملکرد در مهارت‌ها', summary: 'کمترین امتیاز: نور و سایه با ۲۱' },
};

const meta = {
  title: 'Shared/Charts/Bar chart',
  component: RtlBarChart,
  decorators: [framed],
  args: { ...gridDataOf(hourly), unit: hourly.unit, tooltipLabel: (hour: string) => `ساعت ${hour}` },
  render: (args) => (
    <ChartFigure {...caption.hourly}>
      <RtlBarChart {...args} />
    </ChartFigure>
  ),
} satisfies Meta<typeof RtlBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series: Persian digits on the value axis, on the right; the first hour on the right. */
export const Hourly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: caption.hourly.title })).toBeVisible();
    await expect(canvas.getByText(caption.hourly.summary)).toBeVisible();
    const yTicks = await ticksOf(canvasElement, 'y');
    await expectPersianTicks(yTicks);
    const xTicks = await ticksOf(canvasElement, 'x');
    const first = xTicks.find((t) => t.textContent === hourly.labels[0])!;
    const last = xTicks.find((t) => t.textContent === hourly.labels.at(-1))!;
    await expect(centreX(first)).toBeGreaterThan(centreX(last));
    await expect(centreX(yTicks[0]!)).toBeGreaterThan(centreX(first));
    await expectHiddenPlot(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Cups by level stacked, with a Persian legend in the keys' colours. */
export const Stacked: Story = {
  args: { ...gridDataOf(cups), unit: cups.unit, stacked: true, tooltipLabel: undefined },
  render: (args) => (
    <ChartFigure {...caption.cups}>
      <RtlBarChart {...args} />
    </ChartFigure>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectPersianTicks(await ticksOf(canvasElement, 'y'));
    const legend = canvas.getByRole('list');
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['طلایی', 'نقره‌ای', 'برنزی']);
  },
};

/** Bars lying down for long names: the names on the right, the bars growing leftwards. */
export const Horizontal: Story = {
  args: { ...gridDataOf(skills), unit: skills.unit, horizontalBars: true, tooltipLabel: undefined },
  render: (args) => (
    <ChartFigure {...caption.skills}>
      <RtlBarChart {...args} />
    </ChartFigure>
  ),
  play: async ({ canvasElement }) => {
    const names = await ticksOf(canvasElement, 'y');
    // Long names wrap onto two lines (tspans), so the words are compared without the spaces.
    const words = (text: string | null) => text?.replace(/\s/g, '');
    await expect(names.map((t) => words(t.textContent))).toEqual(skills.labels.map(words));
    const values = await ticksOf(canvasElement, 'x');
    await expectPersianTicks(values);
    await expect(centreX(names[0]!)).toBeGreaterThan(Math.max(...values.map(centreX)));
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
