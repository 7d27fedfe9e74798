import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { CANCEL, DASHBOARD, LIST, quizServer } from './fixtures';
import { QuizzesScreen } from './quizzes-screen';
import { t } from './strings';

const server = quizServer();

const meta = {
  title: 'Teacher/Quizzes',
  component: QuizzesScreen,
  beforeEach: () => server.reset(),
  parameters: {
    app: { route: paths.teacher.quizzes, signedInAs: 'teacher' },
    msw: { handlers: server.handlers },
  },
} satisfies Meta<typeof QuizzesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(canvas.getByRole('link', { name: t.list.newQuiz })).toHaveAttribute('href', paths.teacher.quizNew);
    const upcoming = await canvas.findByRole('region', { name: t.list.groups.upcoming });
    // Soonest start first: 504 (7 Azar) before 503 (8 Azar) — issue 25.
    await expect(
      within(upcoming)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['آزمون نور، صدا و انرژی', 'آزمون کسر']);
    const fractions = within(upcoming).getByRole('article', { name: 'آزمون کسر' });
    const open = canvas.getByRole('region', { name: t.list.groups.open });
    await expect(fractions).toHaveTextContent('چهارم الف · ریاضی چهارم');
    await expect(fractions).toHaveTextContent('از ۸ آذر ۱۴۰۵، ۰۸:۰۰ تا ۹ آذر ۱۴۰۵، ۲۰:۰۰');
    await expect(fractions).toHaveTextContent(t.card.duration('۲۵'));
    await expect(fractions).toHaveTextContent(t.card.questions('۷'));
    await expect(fractions).toHaveTextContent(t.card.answers.quiz_end);
    // An upcoming quiz has nothing to report yet, and can still be edited or cancelled.
    await expect(within(fractions).queryByRole('link', { name: t.card.reportOf('آزمون کسر') })).toBeNull();
    await expect(within(fractions).getByRole('link', { name: t.card.editOf('آزمون کسر') })).toHaveAttribute(
      'href',
      paths.teacher.quizEditHref(503),
    );
    await expect(within(fractions).getByRole('button', { name: t.card.cancelOf('آزمون کسر') })).toBeVisible();
    // One that has opened can be neither.
    await expect(within(open).queryByRole('button', { name: /^لغو/ })).toBeNull();
    await expect(within(open).getByRole('link', { name: t.card.reportOf('آزمون فصل ۲ علوم') })).toHaveAttribute(
      'href',
      paths.teacher.quizReports.quizHref(41, 501),
    );
    const ended = canvas.getByRole('region', { name: t.list.groups.closed });
    await expect(within(ended).getAllByRole('article')).toHaveLength(6);
    await expect(within(ended).getByRole('link', { name: t.card.reportOf('آزمون مواد') })).toHaveAttribute(
      'href',
      paths.teacher.quizReports.quizHref(41, 495),
    );
    const filter = await canvas.findByRole('navigation', { name: t.list.filterLabel });
    await expect(within(filter).getByRole('link', { name: t.list.allClasses })).toHaveAttribute('aria-current', 'page');
    await expect(within(filter).getByRole('link', { name: 'چهارم ب' })).toHaveAttribute(
      'href',
      `${paths.teacher.quizzes}?class=42`,
    );
  },
};

/** «لغو آزمون», asked first: the quiz leaves the list and a toast says so. */
export const CancelUpcoming: Story = {
  play: async ({ canvas, userEvent }) => {
    const upcoming = await canvas.findByRole('region', { name: t.list.groups.upcoming });
    await userEvent.click(within(upcoming).getByRole('button', { name: t.card.cancelOf('آزمون کسر') }));
    const dialog = await screen.findByRole('dialog', { name: t.card.cancelTitle });
    await expect(dialog).toHaveTextContent(t.card.cancelQuestion('آزمون کسر', 'چهارم الف'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.card.cancelConfirm }));
    await expect(await screen.findByText('آزمون لغو شد.')).toBeInTheDocument();
    await waitFor(() => expect(within(upcoming).queryByRole('article', { name: 'آزمون کسر' })).toBeNull());
    await expect(server.state.cancelled).toEqual([503]);
  },
};

/** A quiz that opened meanwhile: the dialog stays with the server's reason, and the list keeps it. */
export const CancelRefused: Story = {
  parameters: {
    msw: { handlers: [failing(CANCEL, 400, 'آزمون شروع شده است و دیگر تغییر نمی‌کند.'), ...server.handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const upcoming = await canvas.findByRole('region', { name: t.list.groups.upcoming });
    await userEvent.click(within(upcoming).getByRole('button', { name: t.card.cancelOf('آزمون کسر') }));
    const dialog = await screen.findByRole('dialog', { name: t.card.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.card.cancelConfirm }));
    await expect(await within(dialog).findByText('آزمون شروع شده است و دیگر تغییر نمی‌کند.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t.card.keep }));
    await expect(within(upcoming).getByRole('article', { name: 'آزمون کسر' })).toBeVisible();
  },
};

/** The class in the address is asked for and marked as chosen. */
export const OneClass: Story = {
  parameters: { app: { route: `${paths.teacher.quizzes}?class=۴۲`, signedInAs: 'teacher' } },
  play: async ({ canvas }) => {
    const filter = await canvas.findByRole('navigation', { name: t.list.filterLabel });
    await expect(within(filter).getByRole('link', { name: 'چهارم ب' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(server.state.lists.at(-1)?.get('classId')).toBe('42'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'آزمون کسر' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(LIST), ...server.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [answeringExample('listTeacherQuizzes', 'empty'), ...server.handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.list.newQuiz })).toHaveAttribute('href', paths.teacher.quizNew);
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [failing(LIST, 500, null), failing(DASHBOARD, 500, null), ...server.handlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
