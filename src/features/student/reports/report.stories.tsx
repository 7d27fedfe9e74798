import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectPersianTicks, ticksOf } from '@/shared/charts/story-helpers';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringAll, failingCall, pendingAll, REPORT_PAGE_CALLS } from './report-fixtures';
import { ReportScreen } from './report-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Reports',
  component: ReportScreen,
  parameters: {
    app: { route: paths.student.report, signedInAs: 'student' },
    msw: { handlers: answeringAll(REPORT_PAGE_CALLS, 'student') },
  },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUMMARIES = [
  'بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال',
  'در این بازه ۵۶ دقیقه تمرین کردی؛ بیشترین: هفتهٔ ۲۳ آبان با ۱۸ دقیقه',
  '۳ تکلیف: ۲ با تأخیر، ۱ در حال انجام',
  '۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)',
  '۳ جام در این بازه: ۱ طلایی، ۲ برنزی',
];

/** The demo pupil's month: five charts, each with its Persian summary and Persian-digit axes. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.report.title);
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary)).toBeVisible();
    const hourly = canvas.getByRole('figure', { name: t.hourly.title });
    await expectPersianTicks(await ticksOf(hourly, 'y'));
    await expect(canvas.getByRole('radio', { name: t.period.options.last_30 })).toBeChecked();
    await expect(canvas.getByRole('link', { name: t.report.toOther })).toHaveAttribute(
      'href',
      paths.student.performance,
    );
    await expect(document.title).toBe(t.report.documentTitle);
    await expect(canvasElement.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(5);
  },
};

/** Choosing «هفتهٔ گذشته» asks again and carries the period to /performance. */
export const ChangingPeriod: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(SUMMARIES[0]!);
    await userEvent.click(canvas.getByRole('radio', { name: t.period.options.last_7 }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: t.period.options.last_7 })).toBeChecked());
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: t.report.toOther })).toHaveAttribute(
        'href',
        '/performance?period=last_7',
      ),
    );
    await expect(await canvas.findByText(SUMMARIES[0]!)).toBeVisible();
  },
};

/** Nothing in the period: each card says so, with a hint. */
export const Empty: Story = {
  parameters: { msw: { handlers: answeringAll(REPORT_PAGE_CALLS, 'empty') } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.empty)).toHaveLength(5));
    await expect(canvas.getAllByText(t.emptyHint)).toHaveLength(5);
  },
};

/** Every call under way: the titles at once, a spinner in each card. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingAll(REPORT_PAGE_CALLS) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(5);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('heading', { level: 2, name: t.cups.title })).toBeVisible();
  },
};

/** The accuracy call fails: that card shows the Persian error and a retry; the other four stand. */
export const Error: Story = {
  parameters: { msw: { handlers: [failingCall('accuracy'), ...answeringAll(REPORT_PAGE_CALLS, 'student')] } },
  play: async ({ canvas }) => {
    const failed = canvas.getByRole('figure', { name: t.accuracy.title });
    await expect(await within(failed).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(failed).getByRole('button', { name: common.retry })).toBeVisible();
    for (const summary of SUMMARIES.filter((_, i) => i !== 3))
      await expect(await canvas.findByText(summary)).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** 360 px: the charts stack in one column and fit; the period picker fits too. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary)).toBeVisible();
    await expectPersianTicks(await ticksOf(canvas.getByRole('figure', { name: t.cups.title }), 'y'));
    await expect(canvas.getByRole('radio', { name: t.period.options.last_365 })).toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};
