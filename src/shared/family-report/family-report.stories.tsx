import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { FamilyReport } from '@/api/generated/model';
import { phone390 } from '@/shared/practice/question/story-geometry';
import { example } from '@/testing/handlers';
import { FamilyReportView } from './family-report-view';
import { familyText as t } from './strings';

/** This week of سارا as the contract has it: two days gone (17 minutes on Saturday), five to come. */
const current = example('getTeacherStudentFamilyReport', 'teacher');

const MINUTES = [12, 0, 25, 8, 18, 30, 0];

/** A whole week gone, practised on five days, with a quiz: every part of the report filled. */
const fullWeek: FamilyReport = {
  ...current,
  week: 'previous',
  from: '2026-11-14',
  to: '2026-11-20',
  days: current.days.map((day, i) => ({
    ...day,
    date: `2026-11-${14 + i}`,
    minutes: MINUTES[i]!,
    answered: MINUTES[i]! ? MINUTES[i]! + 4 : 0,
    future: false,
  })),
  minutes: 93,
  previous_minutes: 120,
  answered: 113,
  correct_percent: 78,
  practice_days: 5,
  skills_practised: 4,
  quizzes: [{ id: 3101, title: 'آزمون فصل ۱ ریاضی', percent: 85, submitted_at: '2026-11-18T10:30:00+03:30' }],
};

/** A week without practice: nothing answered, nothing new, only the next steps. */
const quietWeek: FamilyReport = {
  ...fullWeek,
  days: fullWeek.days.map((day) => ({ ...day, minutes: 0, answered: 0 })),
  minutes: 0,
  previous_minutes: 0,
  answered: 0,
  correct_percent: null,
  practice_days: 0,
  skills_practised: 0,
  skills_mastered: 0,
  skills: [],
  homework: [],
  quizzes: [],
  rewards: [],
  next_steps: [
    'سارا این هفته تمرین نکرد؛ روزی ده دقیقه تمرین کوتاه را با هم شروع کنید.',
    'از سارا بپرسید کدام درس را بیشتر دوست دارد و تمرین را از همان درس شروع کنید.',
  ],
};

const meta = {
  title: 'Shared/Family report',
  component: FamilyReportView,
  args: { report: fullWeek, headingLevel: 1 },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FamilyReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures are each a `<dt>` read with its `<dd>`. */
const figure = (root: HTMLElement, label: string) => within(root).getByText(label).nextElementSibling;

export const FullWeek: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title('سارا') })).toBeVisible();
    await expect(canvas.getByText(t.range('2026-11-14', '2026-11-20'))).toBeVisible();
    await expect(figure(canvasElement, t.figures.minutes)).toHaveTextContent(t.figures.minutesValue(93));
    await expect(canvas.getByText(t.figures.compared(93, 120))).toBeVisible();
    await expect(figure(canvasElement, t.figures.days)).toHaveTextContent('۵ روز از ۷');
    await expect(canvas.getByText('آزمون فصل ۱ ریاضی')).toBeVisible();
    await expect(canvas.getByText(t.skills.more(2, 4))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const QuietWeek: Story = {
  args: { report: quietWeek },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, t.figures.minutes)).toHaveTextContent(t.figures.minutesValue(0));
    await expect(canvas.getByText(t.figures.correct(null))).toBeVisible();
    await expect(canvas.getAllByText(t.days.minutes(0))).toHaveLength(7);
    for (const empty of [t.skills.empty, t.homework.empty, t.quizzes.empty, t.rewards.empty]) {
      await expect(canvas.getByText(empty)).toBeVisible();
    }
    await expect(canvas.getByText(quietWeek.next_steps[0]!)).toBeVisible();
  },
};

/** This week, not over yet: the days to come say so, and a note explains the empty ones. */
export const CurrentWeek: Story = {
  args: { report: current },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.currentNote)).toBeVisible();
    const days = canvas.getByRole('heading', { name: t.days.title }).closest('section')!;
    await expect(within(days).getAllByText(t.days.future)).toHaveLength(5);
    await expect(within(days).getByText(t.days.minutes(17))).toBeVisible();
    await expect(canvas.getByText('سحرخیز')).toBeVisible();
  },
};

/** Inside a page that has its own title (the pupil's profile tab): the report's title is an h2. */
export const AsASection: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.title('سارا') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Phone: Story = {
  ...phone390,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title('سارا') })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
