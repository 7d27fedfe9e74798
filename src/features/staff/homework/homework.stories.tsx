import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { gridText } from '@/shared/mastery-grid/strings';
import { paths } from '@/shared/routing/paths';
import { chipTextSizes } from '@/shared/ui/chip-measure';
import { textContrast } from '@/shared/ui/contrast';
import { homeworkStatusLabel } from '@/shared/status/homework';
import { answering, answeringExample, example, failing, pathOf } from '@/testing/handlers';
import { HomeworkScreen } from './homework-screen';
import {
  api,
  deleting,
  extending,
  homework,
  HOMEWORK_ID,
  notingPupils,
  extendingPupils,
  report,
  schoolLoaded,
  teacherBroken,
  teacherEmpty,
  teacherLoaded,
  teacherLoading,
  teacherMissing,
  THIS_HOMEWORK,
} from './story-handlers';
import { t } from './strings';

function Screen() {
  return (
    <Routes>
      <Route path={paths.teacher.homework} element={<HomeworkScreen />} />
      <Route path={paths.school.homework} element={<HomeworkScreen />} />
      <Route path={paths.teacher.homeworks} element={<main data-testid="homework-list" />} />
    </Routes>
  );
}

const meta = {
  title: 'Staff/Homework',
  component: Screen,
  parameters: {
    app: { route: paths.teacher.homeworkHref(HOMEWORK_ID), signedInAs: 'teacher' },
    msw: { handlers: teacherLoaded() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'مرور دانش و دانایی';
const schoolReport = example(api.schoolReport, 'school');

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const facts = canvas.getByRole('region', { name: t.homework.factsLabel });
    await expect(facts).toHaveTextContent('چهارم الف');
    await expect(facts).toHaveTextContent('فارسی چهارم');
    await expect(facts).toHaveTextContent(t.homework.pages(10, 28));
    await expect(facts).toHaveTextContent(t.homework.targetValue(70));
    await expect(facts).toHaveTextContent('۵ آذر ۱۴۰۵');
    await expect(facts).toHaveTextContent(t.homework.done(0, 26));
    await expect(canvas.getByRole('progressbar', { name: t.homework.progress })).toHaveAttribute('aria-valuenow', '10');
    await expect(within(facts).getByRole('link', { name: t.homework.edit })).toHaveAttribute(
      'href',
      '/teacher/homework/4105/edit',
    );
    await expect(canvas.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/teacher/homework/4105/student/101',
    );
    const skills = canvas.getByRole('region', { name: t.report.title });
    await expect(within(skills).getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: t.comments.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.homework.back })).toHaveAttribute('href', '/teacher/homeworks');
    // «حذف» was a red block with red text: every action's label reads at 4.5:1 at least.
    const actions = within(canvas.getByRole('group', { name: t.homework.actionsLabel }));
    for (const name of [t.homework.edit, t.homework.extend, t.homework.remove]) {
      const label = within(actions.getByRole(name === t.homework.edit ? 'link' : 'button', { name })).getByText(name);
      await expect(textContrast(label)).toBeGreaterThanOrEqual(4.5);
    }
    // Status chips were 10–11 px: a child and a teacher read at least 12.
    const chips = chipTextSizes(canvasElement);
    await expect(chips.length).toBeGreaterThan(0);
    await expect(Math.min(...chips)).toBeGreaterThanOrEqual(12);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: teacherLoading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.homework.loadingTitle })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: teacherEmpty() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.pupils.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: teacherBroken() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: teacherMissing() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
  },
};

const patched: unknown[] = [];

/** The deadline moves: typed in Persian digits, sent as ISO, shown on the page. */
export const Extend: Story = {
  parameters: { msw: { handlers: [...teacherLoaded(), extending(patched)] } },
  play: async ({ canvas }) => {
    patched.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: t.homework.extend }));
    const dialog = await screen.findByRole('dialog', { name: t.extend.title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.extend.label }), '۱۴۰۵/۹/۱۲');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: t.extend.submit }));
    await waitFor(() => expect(patched).toEqual([{ endDate: '2026-12-03' }]));
    await waitFor(() => expect(screen.getByText(t.extend.done('۱۲ آذر ۱۴۰۵'))).toBeVisible());
    const facts = canvas.getByRole('region', { name: t.homework.factsLabel });
    await waitFor(() => expect(facts).toHaveTextContent('۱۲ آذر ۱۴۰۵'));
  },
};

const toMany: unknown[] = [];

/**
 * Issue 28: the teacher selects two pupils, sends them one note, then gives them more time; their
 * rows say their own deadline, the rest of the class keeps the homework's.
 */
export const ManyPupils: Story = {
  parameters: { msw: { handlers: [...teacherLoaded(), notingPupils(toMany), extendingPupils(toMany)] } },
  play: async ({ canvas }) => {
    toMany.length = 0;
    const [first, second] = report.students;
    const name = (s: typeof first) => t.name(s!.first_name, s!.last_name);
    const bar = await canvas.findByRole('group', { name: t.many.label });
    await expect(within(bar).getByRole('button', { name: t.many.note })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t.many.one(name(first)) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t.many.one(name(second)) }));
    await waitFor(() => expect(within(bar).getByText(t.many.chosen(2))).toBeVisible());

    await userEvent.click(within(bar).getByRole('button', { name: t.many.note }));
    const noteDialog = await screen.findByRole('dialog', { name: t.many.noteTitle(2) });
    // An empty note is refused beside the field.
    await userEvent.click(within(noteDialog).getByRole('button', { name: t.many.send }));
    // The dialog may still be fading in: wait until the message shows.
    await waitFor(() => expect(within(noteDialog).getByText(t.comments.writeText)).toBeVisible());
    await userEvent.type(within(noteDialog).getByRole('textbox', { name: t.comments.text }), 'تا جمعه تمرین کنید');
    await userEvent.click(within(noteDialog).getByRole('button', { name: t.many.send }));
    await waitFor(() =>
      expect(toMany).toEqual([{ studentIds: [first!.student_id, second!.student_id], text: 'تا جمعه تمرین کنید' }]),
    );
    await waitFor(() => expect(screen.getByText(t.many.noteSent(2))).toBeVisible());
    // Sent: the selection is cleared.
    await waitFor(() => expect(within(bar).getByText(t.many.chosen(0))).toBeVisible());

    await userEvent.click(canvas.getByRole('checkbox', { name: t.many.one(name(first)) }));
    await userEvent.click(within(bar).getByRole('button', { name: t.many.extend }));
    const extendDialog = await screen.findByRole('dialog', { name: t.many.extendTitle(1) });
    await userEvent.type(within(extendDialog).getByRole('textbox', { name: t.extend.label }), '۱۴۰۵/۹/۱۵');
    await userEvent.tab();
    await userEvent.click(within(extendDialog).getByRole('button', { name: t.many.give }));
    await waitFor(() => expect(toMany.at(-1)).toEqual({ studentIds: [first!.student_id], endDate: '2026-12-06' }));
    await waitFor(() => expect(screen.getByText(t.many.extended(1, '۱۵ آذر ۱۴۰۵'))).toBeVisible());
    await waitFor(() => expect(canvas.getByText(t.pupils.ownDeadline('۱۵ آذر ۱۴۰۵'))).toBeVisible());
    await expect(canvas.getAllByText(/^مهلت او:/)).toHaveLength(1);
  },
};

const deleted: string[] = [];

/** Delete asks first, then calls DELETE and goes to the list. */
export const Delete: Story = {
  parameters: { msw: { handlers: [...teacherLoaded(), deleting(deleted)] } },
  play: async ({ canvas }) => {
    deleted.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: t.homework.remove }));
    const dialog = await screen.findByRole('dialog', { name: t.remove.title });
    await expect(dialog).toHaveTextContent(t.remove.body(title));
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove.yes }));
    await waitFor(() => expect(deleted).toEqual([`/api${pathOf('deleteTeacherHomework', { id: 4105 })}`]));
    await expect(await canvas.findByTestId('homework-list')).toBeInTheDocument();
    // The notification fades in.
    await waitFor(() => expect(screen.getByText(t.remove.done)).toBeVisible());
  },
};

/** A failed delete says why and keeps the dialog open. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: [...teacherLoaded(), failing(api.remove, 500, undefined, THIS_HOMEWORK)] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.homework.remove }));
    const dialog = await screen.findByRole('dialog', { name: t.remove.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove.yes }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const scheduledDates = { status: 'scheduled', start_date: '2026-11-23', end_date: '2026-11-30' } as const;

/** A homework given for tomorrow: «زمان‌بندی‌شده» with its start date, not «۱۴ روز مانده». */
export const Scheduled: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(api.homework, { ...homework, ...scheduledDates }, THIS_HOMEWORK),
        answering(api.report, { ...report, homework: { ...report.homework, ...scheduledDates } }, THIS_HOMEWORK),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const facts = canvas.getByRole('region', { name: t.homework.factsLabel });
    await expect(within(facts).getByText(homeworkStatusLabel.scheduled)).toBeVisible();
    await expect(facts).toHaveTextContent('فردا شروع می‌شود');
    await expect(facts).not.toHaveTextContent('روز مانده');
    await expect(facts).not.toHaveTextContent(homeworkStatusLabel.active);
  },
};

/** The manager opens the scheduled homework too (the school's report answers it). */
export const SchoolScheduled: Story = {
  parameters: {
    app: { route: paths.school.homeworkHref(HOMEWORK_ID), signedInAs: 'school' },
    msw: {
      handlers: [
        answering(
          api.schoolReport,
          { ...schoolReport, homework: { ...schoolReport.homework, ...scheduledDates } },
          THIS_HOMEWORK,
        ),
        ...schoolLoaded(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const facts = canvas.getByRole('region', { name: t.homework.factsLabel });
    await expect(within(facts).getByText(homeworkStatusLabel.scheduled)).toBeVisible();
    await expect(facts).toHaveTextContent('فردا شروع می‌شود');
  },
};

/** The manager sees the same page from the school's calls, without the teacher's actions. */
export const School: Story = {
  parameters: {
    app: { route: paths.school.homeworkHref(HOMEWORK_ID), signedInAs: 'school' },
    msw: { handlers: schoolLoaded() },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.homework.remove })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t.comments.title })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/school/homework/4105/student/101',
    );
    await expect(canvas.getByRole('progressbar', { name: t.report.reachedOf('واژه‌های متضاد') })).toHaveAttribute(
      'aria-valuetext',
      t.report.reached(12, 18),
    );
  },
};

/** The homework's skills as a mastery grid of the class (issue 28): a cell opens the pupil's answers in this homework. */
export const MasteryGrid: Story = {
  parameters: { msw: { handlers: [answeringExample('getTeacherMasteryGrid', 'homework'), ...teacherLoaded()] } },
  play: async ({ canvas }) => {
    const grid = example('getTeacherMasteryGrid', 'homework');
    const region = within(await canvas.findByRole('region', { name: gridText.heading }));
    const table = await region.findByRole('grid', { name: gridText.label(grid.course.name, gridText.homeworkColumns) });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(grid.skills.length + 1);
    // A homework's grid has no chapter to choose.
    await expect(region.queryByRole('combobox')).toBeNull();
    const first = grid.pupils[0]!;
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      paths.teacher.homeworkStudentSkillHref(HOMEWORK_ID, first.student_id, grid.skills[0]!.id),
    );
  },
};

export const MasteryGridForTheManager: Story = {
  parameters: {
    app: { route: paths.school.homeworkHref(HOMEWORK_ID), signedInAs: 'school' },
    msw: { handlers: [answeringExample('getSchoolMasteryGrid', 'school'), ...schoolLoaded()] },
  },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: gridText.heading }));
    const table = await region.findByRole('grid');
    await expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toMatch(
      new RegExp(`^/school/homework/${HOMEWORK_ID}/student/\\d+/skill/\\d+$`),
    );
  },
};
