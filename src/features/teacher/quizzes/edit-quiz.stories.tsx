import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { failing, pending } from '@/testing/handlers';
import { EditQuizScreen } from './edit-quiz-screen';
import { EDIT, UPDATE, quizServer } from './fixtures';
import { QuizzesScreen } from './quizzes-screen';
import { t } from './strings';

const server = quizServer();

const meta = {
  title: 'Teacher/Edit quiz',
  component: EditQuizScreen,
  // The list too, so a story can see where a saved quiz lands.
  render: () => (
    <Routes>
      <Route path={paths.teacher.quizEdit} element={<EditQuizScreen />} />
      <Route path={paths.teacher.quizzes} element={<QuizzesScreen />} />
    </Routes>
  ),
  beforeEach: () => server.reset(),
  parameters: {
    app: { route: paths.teacher.quizEditHref(503), signedInAs: 'teacher' },
    msw: { handlers: server.handlers },
  },
} satisfies Meta<typeof EditQuizScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), { selector: 'input' });

/** Filled with what quiz 503 holds, its class and course fixed; a longer time is saved and the list shows. */
export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('textbox', { name: new RegExp(t.form.quizTitle) });
    await expect(title).toHaveValue('آزمون کسر');
    await expect(canvas.getByText(t.form.fixed('چهارم الف', 'ریاضی چهارم'))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(field(t.form.questionCount)).toHaveValue('۷');
    await expect(field(t.form.startDay)).toHaveValue('۱۴۰۵/۰۹/۰۸');
    await expect(field(t.form.startTime)).toHaveValue('۰۸:۰۰');
    await expect(field(t.form.endTime)).toHaveValue('۲۰:۰۰');
    await userEvent.clear(field(t.form.duration));
    await userEvent.type(field(t.form.duration), '۳۰');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await waitFor(() => expect(server.state.updated).toHaveLength(1));
    await expect(server.state.updated[0]).toEqual({
      title: 'آزمون کسر',
      skillIds: [40102, 40103, 40104, 40105],
      questionCount: 7,
      durationMinutes: 30,
      startsAt: '2026-11-29T08:00:00+03:30',
      endsAt: '2026-11-30T20:00:00+03:30',
      showAnswersAfter: 'quiz_end',
    });
    await expect(await screen.findByText(t.form.saved('آزمون کسر'))).toBeInTheDocument();
    await expect(await screen.findByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
  },
};

/** The server refuses (the quiz opened meanwhile): its reason shows and every field keeps what was typed. */
export const SaveRefused: Story = {
  parameters: {
    msw: { handlers: [failing(UPDATE, 400, 'آزمون شروع شده است و دیگر تغییر نمی‌کند.'), ...server.handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('textbox', { name: new RegExp(t.form.quizTitle) });
    await userEvent.type(title, ' – نو');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('آزمون شروع شده است و دیگر تغییر نمی‌کند.');
    await expect(title).toHaveValue('آزمون کسر – نو');
  },
};

/** A quiz that has opened has no edit form: the server's reason, in the page. */
export const Started: Story = {
  parameters: {
    app: { route: paths.teacher.quizEditHref(501), signedInAs: 'teacher' },
    msw: { handlers: [failing(EDIT, 400, 'آزمون شروع شده است و دیگر تغییر نمی‌کند.'), ...server.handlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('آزمون شروع شده است و دیگر تغییر نمی‌کند.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(EDIT), ...server.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.form.editTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: new RegExp(t.form.quizTitle) })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
