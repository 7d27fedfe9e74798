import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addDays, iranToday } from '@/shared/dates';
import { formatJalaliInput } from '@/shared/date-input';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { failing, pending } from '@/testing/handlers';
import { CREATE, DASHBOARD, quizServer, SKILLS } from './fixtures';
import { NewQuizScreen } from './new-quiz-screen';
import { QuizzesScreen } from './quizzes-screen';
import { t } from './strings';

const server = quizServer();

const meta = {
  title: 'Teacher/New quiz',
  component: NewQuizScreen,
  // The list too, so a story can see where a saved quiz lands.
  render: () => (
    <Routes>
      <Route path={paths.teacher.quizNew} element={<NewQuizScreen />} />
      <Route path={paths.teacher.quizzes} element={<QuizzesScreen />} />
    </Routes>
  ),
  beforeEach: () => server.reset(),
  parameters: {
    app: { route: paths.teacher.quizNew, signedInAs: 'teacher' },
    msw: { handlers: server.handlers },
  },
} satisfies Meta<typeof NewQuizScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input labelled `label` (its label may end with the required star). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), { selector: 'input' });

/** A week from today, so the date input's «not before today» always lets it through. */
const startDay = addDays(iranToday(), 7);

/** Fills every field as a teacher would, with Persian digits and a typed Jalali date. */
async function fillEverything() {
  await screen.findByRole('checkbox', { name: 'چهارم الف' });
  await userEvent.type(field(t.form.quizTitle), 'آزمون فصل ۲ – ضرب');
  await userEvent.click(screen.getByRole('checkbox', { name: 'چهارم الف' }));
  await userEvent.click(field(t.form.course));
  await userEvent.click(await screen.findByRole('option', { name: 'ریاضی چهارم' }));
  const skills = field(t.form.skills);
  await waitFor(() => expect(skills).toBeEnabled());
  await userEvent.click(skills);
  await userEvent.type(skills, 'ضرب');
  await userEvent.click(await screen.findByRole('option', { name: /ضرب عددهای دورقمی/ }));
  await userEvent.clear(skills);
  await userEvent.type(skills, 'الگو');
  await userEvent.click(await screen.findByRole('option', { name: /الگوهای عددی/ }));
  await userEvent.type(field(t.form.questionCount), '۱۰');
  await userEvent.type(field(t.form.duration), '٢٠');
  await userEvent.type(field(t.form.startDay), formatJalaliInput(startDay));
  await userEvent.tab();
  await userEvent.clear(field(t.form.startTime));
  await userEvent.type(field(t.form.startTime), '۸:۳۰');
  await userEvent.type(field(t.form.endDay), formatJalaliInput(startDay));
  await userEvent.tab();
  await userEvent.click(screen.getByRole('radio', { name: t.form.showAnswersOptions.quiz_end }));
}

export const New: Story = {
  play: async () => {
    await fillEverything();
    await userEvent.click(screen.getByRole('button', { name: t.form.submit }));
    await waitFor(() => expect(server.state.sent).toHaveLength(1));
    await expect(server.state.sent[0]).toEqual({
      title: 'آزمون فصل ۲ – ضرب',
      classIds: [41],
      courseId: 401,
      skillIds: [40112, 40101],
      questionCount: 10,
      durationMinutes: 20,
      startsAt: `${startDay}T08:30:00+03:30`,
      endsAt: `${startDay}T20:00:00+03:30`,
      showAnswersAfter: 'quiz_end',
    });
    // A notification says so at once (checked first: it closes itself after a few seconds, which a
    // loaded machine may spend bringing the list), fading in: wait until it is drawn.
    await waitFor(() => expect(screen.getByText(t.form.created('آزمون فصل ۲ – ضرب'))).toBeVisible());
    // Back on the list, which asks again and shows the new quiz.
    await expect(await screen.findByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
    await expect(await screen.findByRole('article', { name: 'آزمون فصل ۲ – ضرب' })).toBeVisible();
  },
};

/** An empty form says what each field needs, beside it; nothing is sent. */
export const Invalid: Story = {
  play: async () => {
    await screen.findByRole('checkbox', { name: 'چهارم الف' });
    await userEvent.type(field(t.form.quizTitle), 'آز');
    await userEvent.type(field(t.form.questionCount), '۱۰۰');
    await userEvent.type(field(t.form.duration), 'بیست');
    await userEvent.clear(field(t.form.startTime));
    await userEvent.type(field(t.form.startTime), '۲۵:۰۰');
    await userEvent.click(screen.getByRole('button', { name: t.form.submit }));
    await expect(await screen.findByText(t.errors.title(3, 120))).toBeVisible();
    await expect(screen.getByText(t.errors.classes)).toBeVisible();
    await expect(screen.getByText(t.errors.course)).toBeVisible();
    await expect(screen.getByText(t.errors.skills(10))).toBeVisible();
    await expect(screen.getByText(t.errors.questionCount(5, 40))).toBeVisible();
    await expect(screen.getByText(t.errors.duration(5, 90))).toBeVisible();
    await expect(screen.getByText(t.errors.startDay)).toBeVisible();
    await expect(screen.getByText(t.errors.time)).toBeVisible();
    await expect(screen.getByText(t.errors.endDay)).toBeVisible();
    await expect(field(t.form.quizTitle)).toHaveAttribute('aria-invalid', 'true');
    await expect(server.state.sent).toHaveLength(0);
  },
};

/** The server refuses: its Persian reason shows and every field keeps what was typed. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [failing(CREATE, 400, 'مهارت‌های انتخاب‌شده برای این تعداد پرسش کافی نیستند.'), ...server.handlers],
    },
  },
  play: async () => {
    await fillEverything();
    await userEvent.click(screen.getByRole('button', { name: t.form.submit }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'مهارت‌های انتخاب‌شده برای این تعداد پرسش کافی نیستند.',
    );
    await expect(field(t.form.quizTitle)).toHaveValue('آزمون فصل ۲ – ضرب');
    await expect(field(t.form.questionCount)).toHaveValue('۱۰');
    await expect(field(t.form.startDay)).toHaveValue(formatJalaliInput(startDay));
    await expect(screen.getByRole('checkbox', { name: 'چهارم الف' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: t.form.showAnswersOptions.quiz_end })).toBeChecked();
  },
};

/** The skills call fails on its own: the form stays, the picker says so and offers a retry. */
export const SkillsFail: Story = {
  parameters: { msw: { handlers: [failing(SKILLS, 500, null), ...server.handlers] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'چهارم ب' }));
    await userEvent.click(field(t.form.course));
    await userEvent.click(await screen.findByRole('option', { name: 'علوم چهارم' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('checkbox', { name: 'چهارم ب' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(DASHBOARD), ...server.handlers] } },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(DASHBOARD, 500, null), ...server.handlers] } },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
