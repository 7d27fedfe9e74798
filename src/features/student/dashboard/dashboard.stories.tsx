import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { DashboardScreen } from './dashboard-screen';
import { t } from './strings';

const CALLS = {
  homework: 'getMyHomeworkDashboard',
  reviews: 'getMyReviewDashboard',
  packages: 'listMyPackages',
  courses: 'listMyCourses',
  count: 'getNewBadgesCount',
  badges: 'listMyBadges',
  survey: 'checkSurvey',
  goal: 'getMyDailyGoal',
} as const;
type Call = keyof typeof CALLS;

/** Every call of the page answered by its named example, with `overrides` per call. */
function examples(names: Partial<Record<Call, string>> = {}) {
  return (Object.keys(CALLS) as Call[]).map((call) => {
    const fallback = call === 'survey' ? 'exists' : 'student';
    return answeringExample(CALLS[call], names[call] ?? fallback);
  });
}
const allFailing = (Object.keys(CALLS) as Call[]).map((call) => failing(CALLS[call], 500));
const allPending = (Object.keys(CALLS) as Call[]).map((call) => pending(CALLS[call]));

const meta = {
  title: 'Student/Dashboard',
  component: DashboardScreen,
  parameters: {
    app: { route: paths.student.home, signedInAs: 'student' },
    msw: { handlers: examples() },
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const region = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const link = (scope: Canvas | HTMLElement, name: string | RegExp) =>
  (scope instanceof HTMLElement ? within(scope) : scope).getByRole('link', { name });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.greeting('سارا'));
    await expect(canvas.getByText('چهارم الف، دبستان شهید باهنر')).toBeVisible();
    await expect(link(canvas, t.continuePractice)).toHaveAttribute('href', '/exercise');

    const homework = await region(canvas, t.homework.title);
    await expect(await within(homework).findByText('مهلت: ۵ آذر ۱۴۰۵')).toBeVisible();
    await expect(link(homework, /مرور دانش و دانایی/)).toHaveAttribute('href', '/homeworks/4105');
    await expect(within(homework).getByText(t.homework.late(3))).toBeVisible();

    const reviews = await region(canvas, t.reviews.title);
    await expect(await within(reviews).findByText('تا ۴ آذر ۱۴۰۵، ۲۰:۰۰')).toBeVisible();
    await expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);
    await expect(link(reviews, t.reviews.all)).toHaveAttribute('href', '/course-review');

    const packages = await region(canvas, t.packages.title);
    await expect(await within(packages).findByText('ریاضی چهارم، ۳ از ۴ قدم')).toBeVisible();
    await expect(within(packages).getAllByRole('link').at(-1)).toHaveTextContent(t.packages.finished);

    const subjects = await region(canvas, t.subjects.title);
    await expect(await within(subjects).findByText('میانگین امتیاز ۹۸، منطقهٔ چالش')).toBeVisible();
    await expect(link(subjects, /ریاضی چهارم/)).toHaveAttribute('href', '/courses/math/401');

    // Sara practised yesterday (Saturday), not yet today: the streak is kept, and she is asked to go on.
    const goal = await region(canvas, t.goal.title);
    await expect(await within(goal).findByText('۰ از ۱۰ پرسش')).toBeVisible();
    await expect(within(goal).getByText(t.goal.streak(1))).toBeVisible();
    await expect(within(goal).getByText(t.goal.streakKeepUp)).toBeVisible();
    await expect(within(goal).getByText(t.goal.best(3))).toBeVisible();
    const week = within(within(goal).getByRole('list', { name: t.goal.week })).getAllByRole('listitem');
    await expect(week).toHaveLength(7);
    await expect(week[0]).toHaveAccessibleName('شنبه: به هدف رسیدی');
    await expect(week[1]).toHaveAccessibleName('یکشنبه (امروز): تمرینی ثبت نشده');

    const rewards = await region(canvas, t.rewards.title);
    await expect(await within(rewards).findByText('۸')).toBeVisible();
    // The count is of cups and badges not opened yet, so it names both (never «نشان‌های تازه» alone).
    await expect(link(rewards, /^۵\s*جام و نشان تازه$/)).toHaveAttribute('href', '/profile/badges');
    await expect(within(rewards).queryByText(/نشان‌های تازه/)).toBeNull();

    const survey = await region(canvas, t.survey.title);
    await expect(link(survey, t.survey.open)).toHaveAttribute('href', '/student/survey/12');
    await expect(link(await region(canvas, t.more.title), t.more.homeworks)).toHaveAttribute(
      'href',
      '/homeworks?grade=fourth',
    );
    await expect(document.title).toBe(t.documentTitle);
  },
};

/** Every section with nothing in it (the mock's `empty` scenario), and no survey waiting. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: examples({
        homework: 'empty',
        reviews: 'empty',
        packages: 'empty',
        courses: 'empty',
        count: 'empty',
        badges: 'empty',
        survey: 'none',
        goal: 'new',
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.homework.empty)).toBeVisible();
    await expect(await canvas.findByText(t.reviews.empty)).toBeVisible();
    await expect(await canvas.findByText(t.packages.empty)).toBeVisible();
    await expect(await canvas.findByText(t.subjects.empty)).toBeVisible();
    await expect(await canvas.findByText(t.goal.streakStart)).toBeVisible();
    const rewards = await region(canvas, t.rewards.title);
    await expect(await within(rewards).findAllByText('۰')).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: t.survey.title })).toBeNull();
    await expect(link(canvas, t.continuePractice)).toBeVisible();
  },
};

/** Today's goal reached, seven days in a row: words of praise, never a count of what is missing. */
export const GoalMet: Story = {
  parameters: { msw: { handlers: examples({ goal: 'met' }) } },
  play: async ({ canvas }) => {
    const goal = await region(canvas, t.goal.title);
    await expect(await within(goal).findByText('۱۵ از ۱۵ دقیقه')).toBeVisible();
    await expect(within(goal).getByText(t.goal.met)).toBeVisible();
    await expect(within(goal).getByText(t.goal.streak(7))).toBeVisible();
    await expect(within(goal).queryByText(t.goal.streakKeepUp)).toBeNull();
  },
};

/** The pupil picks minutes instead of questions: the card shows the server's answer at once. */
export const ChangeGoal: Story = {
  parameters: { msw: { handlers: [answeringExample('setMyDailyGoal', 'student'), ...examples()] } },
  play: async ({ canvas, userEvent }) => {
    const goal = await region(canvas, t.goal.title);
    await userEvent.click(await within(goal).findByRole('button', { name: t.goal.choose }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.goal.dialogTitle }));
    await userEvent.click(dialog.getByRole('radio', { name: t.goal.kinds.minutes }));
    await userEvent.click(dialog.getByRole('radio', { name: '۱۵' }));
    await userEvent.click(dialog.getByRole('button', { name: t.goal.save }));
    // The server's own count of today's minutes, now against the new target.
    await expect(await within(goal).findByText(/^[۰-۹]+ از ۱۵ دقیقه$/)).toBeVisible();
    await expect(within(goal).getByRole('button', { name: t.goal.change })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: allPending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.greeting('سارا'));
    for (const label of [
      t.homework.loading,
      t.reviews.loading,
      t.packages.loading,
      t.subjects.loading,
      t.goal.loading,
    ]) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
    await expect(canvas.getByText(t.rewards.loading)).toBeVisible();
    await expect(link(canvas, t.more.guide)).toHaveAttribute('href', '/guide');
  },
};

/** Reviews fail; every other section still shows its work. */
export const Error: Story = {
  parameters: { msw: { handlers: [failing(CALLS.reviews, 500), ...examples()] } },
  play: async ({ canvas }) => {
    const reviews = await region(canvas, t.reviews.title);
    await expect(await within(reviews).findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(within(reviews).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(await canvas.findByText('مرور دانش و دانایی')).toBeVisible();
    await expect(await canvas.findByText('ریاضی چهارم')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** Every call fails: each section says so on its own; the greeting and the links stay. */
export const AllError: Story = {
  parameters: { msw: { handlers: allFailing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(6));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.greeting('سارا'));
    await expect(canvas.queryByRole('region', { name: t.survey.title })).toBeNull();
    await expect(link(canvas, t.continuePractice)).toHaveAttribute('href', '/exercise');
  },
};

/** The school switched badges and cups off: the rewards card is gone. */
export const GamificationOff: Story = {
  parameters: { msw: { handlers: examples({ count: 'gamificationOff' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مرور دانش و دانایی')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: t.rewards.title })).toBeNull());
    await expect(canvas.queryByRole('link', { name: /نشان/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مرور دانش و دانایی')).toBeVisible();
    await expect(await canvas.findByText('ریاضی چهارم')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
