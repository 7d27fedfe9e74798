import { Box } from '@mantine/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectPersianTicks, ticksOf } from '@/shared/charts/story-helpers';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { ClassReport } from './class-report';
import { answeringReports, failingReports, pendingReports } from './report-fixtures';
import { reportText as t } from './strings';

/** The report as the class course's «گزارش» tab mounts it, with the address shown for the play functions. */
function ClassReportStory() {
  return (
    <>
      <ClassReport classId={41} courseId={401} />
      <Where />
    </>
  );
}

const TAB = paths.teacher.classCourseHref(41, 401, 'reports');

// Every period the time call was asked for, in order (PeriodChanged reads it).
const askedPeriods: (string | null)[] = [];
const recordingTime = handling('getTeacherTimeReport', ({ query }) => {
  askedPeriods.push(query.get('dateType'));
  return example('getTeacherTimeReport', 'teacher');
});

const meta = {
  title: 'Teacher/Class report',
  component: ClassReportStory,
  parameters: {
    app: { route: TAB, signedInAs: 'teacher' },
    msw: { handlers: answeringReports('teacher') },
  },
} satisfies Meta<typeof ClassReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUMMARIES = [
  '۱٬۷۶۸ دقیقه تمرین، به‌طور میانگین ۶۸ دقیقه برای هر یک از ۲۶ دانش‌آموز فعال؛ بیشترین: هفتهٔ ۱۶ آبان با ۵۳۳ دقیقه',
  '۲٬۲۰۶ پاسخ: ۱٬۶۷۵ درست و ۵۳۱ نادرست (۷۶٪ درست)',
  // The pie counts (pupil, homework) pairs, not homework; the skills line counts the bars drawn.
  '۷۸ مورد (هر دانش‌آموز در هر تکلیف یک مورد): ۵۲ با تأخیر، ۱۱ در حال انجام، ۱۵ شروع نشده',
  '۵ مهارت تمرین‌شده؛ ضعیف‌ترین: ارزش مکانی عددهای بزرگ با میانگین ۷۲',
];

/** Class 41's month in ریاضی چهارم: the figures, four charts with Persian summaries, tables and the print link. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(t.figures.ofPracticed('۷۴', '۱۲۵'))).toBeVisible();
    await expect(canvas.getByText(t.figures.hours('۲۹', '۲۸'))).toBeVisible();
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary)).toBeVisible();
    await expectPersianTicks(await ticksOf(canvas.getByRole('figure', { name: t.time.title }), 'y'));
    await expect(canvas.getByRole('table', { name: t.table.caption(t.time.title) })).toBeInTheDocument();
    const questions = canvas.getByRole('table', { name: t.table.caption(t.questions.title) });
    await expect(within(questions).getByRole('rowheader', { name: 'هفتهٔ ۲ آبان' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t.period.options.last_30 })).toBeChecked();
    const chooser = canvas.getByRole('combobox', { name: t.skills.count });
    await expect(chooser).toHaveValue('5');
    // «۵» is an upper bound: the option says «تا ۵ مهارت»; the summary counts the bars that came back.
    await expect(within(chooser).getByRole('option', { selected: true })).toHaveTextContent('تا ۵ مهارت');
    await expect(canvas.getByText(t.figures.mastered)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.printLink })).toHaveAttribute(
      'href',
      paths.teacher.classReportPrintHref(41, 401),
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(4),
    );
  },
};

/** Choosing «۷ روز» asks again with dateType=last_7 and writes the period into the address and the print link. */
export const PeriodChanged: Story = {
  parameters: { msw: { handlers: [recordingTime, ...answeringReports('teacher')] } },
  play: async ({ canvas }) => {
    askedPeriods.length = 0;
    await canvas.findByText(SUMMARIES[0]!);
    await expect(askedPeriods).toEqual(['last_30']);
    await userEvent.click(canvas.getByRole('radio', { name: t.period.options.last_7 }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: t.period.options.last_7 })).toBeChecked());
    await waitFor(() => expect(askedPeriods).toEqual(['last_30', 'last_7']));
    await expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(`${TAB}?period=last_7`);
    await expect(canvas.getByRole('link', { name: t.printLink })).toHaveAttribute(
      'href',
      `${paths.teacher.classReportPrintHref(41, 401)}?period=last_7`,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.skills.count }), '10');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(`${TAB}?period=last_7&skills=10`),
    );
  },
};

/** Nothing in the period: each panel says so, with a hint. */
export const Empty: Story = {
  parameters: { msw: { handlers: answeringReports('empty') } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(t.empty)).toHaveLength(5));
    await expect(canvas.getAllByText(t.emptyHint)).toHaveLength(5);
  },
};

/** Every call under way: the titles at once, a spinner in each panel. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingReports() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: t.skills.title })).toBeVisible();
    await expect(canvas.getAllByRole('status').filter((s) => s.textContent === common.loading)).toHaveLength(5);
  },
};

/** The questions call fails: that panel shows the Persian error and a retry; the others stand. */
export const Error: Story = {
  parameters: { msw: { handlers: [...failingReports(['questions']), ...answeringReports('teacher')] } },
  play: async ({ canvas }) => {
    const failed = canvas.getByRole('figure', { name: t.questions.title });
    await expect(await within(failed).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(failed).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(await canvas.findByText(SUMMARIES[0]!)).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** 360 px: one column that fits, with the period picker and the skill count. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.period.options.last_365 })).toBeInTheDocument();
    await expectPersianTicks(await ticksOf(canvas.getByRole('figure', { name: t.questions.title }), 'y'));
    await expectNoSidewaysScroll();
  },
};

/** The report inside the role layout's padding (AppShell `padding="md"`), as on the class page. */
const inPage: Decorator = (Story) => (
  <Box p="md">
    <Story />
  </Box>
);

const phone390 = { viewport: { options: { phone390: { name: '۳۹۰', styles: { width: '390px', height: '844px' } } } } };

/**
 * The period row fits the phone: the row does not scroll or spill past the screen's edges, and
 * no choice's text is cut (each label as wide as its text).
 */
async function expectPeriodFits(canvasElement: HTMLElement, width: number) {
  await waitFor(() => expect(window.innerWidth).toBe(width));
  const group = within(canvasElement).getByRole('radiogroup', { name: t.period.label });
  await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  const box = group.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(width);
  for (const period of Object.values(t.period.options)) {
    const choice = within(group).getByText(period);
    await expect(choice).toBeVisible();
    await expect(choice.scrollWidth).toBeLessThanOrEqual(choice.clientWidth);
    const drawn = choice.getBoundingClientRect();
    await expect(drawn.left).toBeGreaterThanOrEqual(box.left);
    await expect(drawn.right).toBeLessThanOrEqual(box.right);
  }
  await expectNoSidewaysScroll();
}

/** A 390 px phone: the four periods fit in one row inside the page's padding, every one readable. */
export const PeriodFitsPhone390: Story = {
  decorators: [inPage],
  parameters: phone390,
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(SUMMARIES[0]!);
    await expectPeriodFits(canvasElement, 390);
  },
};

/** A 360 px phone: the same row still fits. */
export const PeriodFitsPhone360: Story = {
  decorators: [inPage],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(SUMMARIES[0]!);
    await expectPeriodFits(canvasElement, 360);
  },
};
