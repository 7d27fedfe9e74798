import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { example } from '@/testing/handlers';
import { ChartFigure } from './chart-card';
import { RtlDonutChart } from './donut-chart';
import { donutCellsOf } from './report-data';
import { expectHiddenPlot, expectNoSidewaysScroll, framed } from './story-helpers';

const accuracy = example('getMyAnswerAccuracyReport', 'student');
const completion = example('getMyCompletionSummaryReport', 'student');
const caption = {
  accuracy: { title: 'درستی پاسخ‌ها', summary: '۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)' },
  completion: { title: 'وضعیت انجام تکالیف', summary: '۳ تکلیف: ۲ با تأخیر، ۱ در حال انجام' },
};

const meta = {
  title: 'Shared/Charts/Donut chart',
  component: RtlDonutChart,
  decorators: [framed],
  args: { cells: donutCellsOf(accuracy), unit: 'پاسخ', centerLabel: '۷۸٪' },
  render: (args) => (
    <ChartFigure {...caption.accuracy}>
      <RtlDonutChart {...args} />
    </ChartFigure>
  ),
} satisfies Meta<typeof RtlDonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slices, the share in the hole and each count in Persian digits in the legend. */
export const Accuracy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: caption.accuracy.title })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['درست۴۵', 'نادرست۱۳']);
    const drawn = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(drawn).toContain('۷۸٪');
    await expectHiddenPlot(canvasElement);
  },
};

/** A slice of zero is not drawn but stays in the legend with «۰». */
export const WithZeroSlices: Story = {
  args: { cells: donutCellsOf(completion), unit: 'تکلیف', centerLabel: undefined },
  render: (args) => (
    <ChartFigure {...caption.completion}>
      <RtlDonutChart {...args} />
    </ChartFigure>
  ),
  play: async ({ canvas, canvasElement }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'به‌موقع انجام شده۰',
      'با تأخیر۲',
      'در حال انجام۱',
      'شروع نشده۰',
    ]);
    await expect(canvasElement.querySelectorAll('.recharts-pie-sector')).toHaveLength(2);
  },
};

/** 360 px: the ring and its legend fit the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { cells: donutCellsOf(completion), unit: 'تکلیف', centerLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
