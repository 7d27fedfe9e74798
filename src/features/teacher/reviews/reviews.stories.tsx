import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { formatJalaliInput } from '@/shared/date-input';
import { formatJalaliDateTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import {
  CLASSES_CALL,
  DEADLINE_CALL,
  dayFromToday,
  GROUPS_CALL,
  REPORT_CALL,
  reviewsHandlers,
  SHEET_CALL,
  STUDENTS_CALL,
  type DeadlineLog,
} from './fixtures';
import { ReviewsScreen } from './reviews-screen';
import { t } from './strings';

const log: DeadlineLog = { bodies: [], deadline: '2026-11-25T20:00:00+03:30' };

const meta = {
  title: 'Teacher/Reviews',
  component: ReviewsScreen,
  parameters: {
    app: { route: paths.teacher.reviews, signedInAs: 'teacher' },
    msw: { handlers: reviewsHandlers() },
  },
} satisfies Meta<typeof ReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.reviews.title })).toBeVisible();
    const classes = await canvas.findByRole('navigation', { name: t.reviews.classesLabel });
    await expect(within(classes).getByRole('link', { name: 'چهارم الف' })).toHaveAttribute('aria-current', 'page');
    await expect(within(classes).getByRole('link', { name: 'چهارم ب' })).toHaveAttribute(
      'href',
      '/teacher/reviews?class=42',
    );
    const groups = await canvas.findByRole('navigation', { name: t.reviews.groupsLabel });
    await expect(within(groups).getByRole('link', { name: /مرور فصل ۱ – عدد و الگوهای عددی/ })).toHaveAttribute(
      'href',
      '/teacher/reviews?class=41&review=411',
    );
    // The first review opens: its title, its Jalali deadline, its pupils' marks and the link to its questions.
    await expect(await canvas.findByRole('heading', { level: 2, name: /مواد طبیعی و ساختگی/ })).toBeVisible();
    await expect(canvas.getByText(t.deadline.current('۴ آذر ۱۴۰۵، ۲۰:۰۰'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.sheet.questionsLink })).toHaveAttribute(
      'href',
      '/teacher/review/413/question',
    );
    await expect(canvas.getAllByText('دانیال هاشمی')[0]).toBeVisible();
    await expect(await canvas.findByRole('table', { name: t.report.tableCaption })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'مرور فصل ۱ – عدد و الگوهای عددی' })).toBeVisible();
    await expect(canvas.getAllByText('۸۸٪')[0]).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t.students.heading })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.deadline.current('۴ آذر ۱۴۰۵، ۲۰:۰۰'))).toBeVisible();
    await expect(await canvas.findByRole('table', { name: t.report.tableCaption })).toBeVisible();
    // Nothing wider than the phone: no horizontal scroll.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CLASSES_CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

/** The class has no review yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getTeacherClassDashboard', 'teacher'),
        answeringExample('listReviewGroups', 'empty'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.reviews.empty.title)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getTeacherClassDashboard', 'teacher'), failing(GROUPS_CALL, 500)],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The teacher types a Jalali day in Persian digits: the call gets its ISO moment, a toast says so, the new deadline shows. */
export const Deadline: Story = {
  parameters: { msw: { handlers: reviewsHandlers(log) } },
  play: async ({ canvas, userEvent }) => {
    log.bodies.length = 0;
    const day = dayFromToday(10);
    const field = await canvas.findByRole('textbox', { name: t.deadline.label });
    await userEvent.type(field, formatJalaliInput(day));
    await userEvent.click(canvas.getByRole('button', { name: t.deadline.save }));
    await waitFor(() => expect(screen.getByText(t.deadline.saved)).toBeVisible());
    await expect(log.bodies).toEqual([{ groupId: 413, deadline: `${day}T20:00:00+03:30` }]);
    // Read again: the new deadline in Jalali, and the field empty for the next change.
    await expect(
      await canvas.findByText(t.deadline.current(formatJalaliDateTime(`${day}T20:00:00+03:30`))),
    ).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** The server refuses: its reason above the button, and the typed day stays. */
export const DeadlineFails: Story = {
  parameters: {
    msw: {
      handlers: [failing(DEADLINE_CALL, 400, 'مهلت مرور باید در آینده باشد.'), ...reviewsHandlers()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const typed = formatJalaliInput(dayFromToday(3));
    const field = await canvas.findByRole('textbox', { name: t.deadline.label });
    await userEvent.type(field, typed);
    await userEvent.click(canvas.getByRole('button', { name: t.deadline.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('مهلت مرور باید در آینده باشد.');
    await expect(field).toHaveValue(typed);
  },
};

// The sheet, report and pupils each fail alone; the sheet call is kept here so a story lists every call.
export const SectionsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getTeacherClassDashboard', 'teacher'),
        answeringExample('listReviewGroups', 'teacher'),
        failing(SHEET_CALL, 500),
        failing(REPORT_CALL, 500),
        failing(STUDENTS_CALL, 500),
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(errors.fetchData)).toHaveLength(3));
  },
};
