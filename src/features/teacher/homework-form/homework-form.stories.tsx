import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { parseJalaliInput } from '@/shared/date-input';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { homeworkNewHref } from '@/shared/teacher/class-choice';
import { failing, pending } from '@/testing/handlers';
import {
  BRIEF,
  CREATE,
  DASHBOARD,
  EDIT,
  HomeworkRoutes,
  briefSkills,
  classCards,
  classHomework,
  created,
  editForm,
  resetSent,
  sent,
  updated,
} from './fixtures';
import { t } from './strings';

const meta = {
  title: 'Teacher/Homework form',
  component: HomeworkRoutes,
  parameters: {
    app: { route: paths.teacher.homeworkNew, signedInAs: 'teacher' },
    msw: { handlers: [classCards, briefSkills, created, classHomework] },
  },
  beforeEach: () => {
    resetSent();
  },
} satisfies Meta<typeof HomeworkRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const START = '۱۴۰۵/۰۹/۱۰';
const END = '۱۴۰۵/۰۹/۲۰';
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name: new RegExp(name) });

const classBox = async (canvas: Canvas, name: string) => canvas.findByRole('checkbox', { name });

/** Class 41, math, a title and both dates, as a teacher fills them (the range is the caller's). */
async function fillCommon(canvas: Canvas, userEvent: User, dates: [string, string] = [START, END]) {
  const box = await classBox(canvas, 'چهارم الف');
  if (!(box as HTMLInputElement).checked) await userEvent.click(box);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: new RegExp(t.form.course) }), 'ریاضی چهارم');
  await userEvent.type(field(canvas, t.form.title), 'تمرین ضرب');
  for (const [name, day] of [
    [t.form.startDate, dates[0]],
    [t.form.endDate, dates[1]],
  ] as const) {
    await userEvent.clear(field(canvas, name));
    await userEvent.type(field(canvas, name), day);
    await userEvent.tab();
  }
}

export const New: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCommon(canvas, userEvent);
    await userEvent.type(field(canvas, t.form.firstPage), '۵۰');
    // A Latin keyboard's digits show in Persian, like every number on the page.
    await userEvent.type(field(canvas, t.form.lastPage), '62');
    await expect(field(canvas, t.form.lastPage)).toHaveValue('۶۲');
    await expect(field(canvas, t.form.target)).toHaveValue('۸۰');
    await expect(field(canvas, t.form.target)).toHaveAccessibleName(expect.not.stringMatching(/[A-Za-z]/));
    const skills = canvas.getByRole('region', { name: t.skills.heading });
    await expect(await within(skills).findByText(/ضرب عددهای دورقمی/)).toBeVisible();
    await expect(skills).toHaveTextContent(t.skills.count(4, 4));
    const last = sent.brief.at(-1)!;
    await expect(Object.fromEntries(last)).toEqual({ courseId: '401', firstPage: '50', lastPage: '62' });
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await waitFor(() =>
      expect(sent.body).toEqual({
        title: 'تمرین ضرب',
        classIds: [41],
        courseId: 401,
        targetSmartScore: 80,
        startDate: parseJalaliInput(START),
        endDate: parseJalaliInput(END),
        firstPage: 50,
        lastPage: 62,
      }),
    );
    await expect(sent.body).toMatchObject({ startDate: '2026-12-01' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.teacher.homeworkHref(266207)),
    );
    await expect(await screen.findByText(t.form.created)).toBeInTheDocument();
  },
};

/**
 * From a class page's «تکلیف جدید»: class and course filled in, today to a week later; the teacher
 * adds the other class, writes a title and pages, unticks one skill and creates — five actions.
 */
export const FromClassPage: Story = {
  parameters: {
    app: { route: homeworkNewHref({ classId: 41, courseId: 401 }), signedInAs: 'teacher' },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await classBox(canvas, 'چهارم الف')).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: new RegExp(t.form.course) })).toHaveValue('401');
    await expect(field(canvas, t.form.startDate)).toHaveValue('۱۴۰۵/۰۹/۰۱');
    await expect(field(canvas, t.form.endDate)).toHaveValue('۱۴۰۵/۰۹/۰۸');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'چهارم ب' }));
    await userEvent.type(field(canvas, t.form.title), 'تمرین ضرب');
    await userEvent.type(field(canvas, t.form.firstPage), '۵۰');
    await userEvent.type(field(canvas, t.form.lastPage), '۶۲');
    const skills = canvas.getByRole('region', { name: t.skills.heading });
    const skill = await within(skills).findByRole('checkbox', { name: /ضرب عددهای دورقمی/ });
    await expect(skill).toBeChecked();
    await userEvent.click(skill);
    await expect(skills).toHaveTextContent(t.skills.count(3, 4));
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await waitFor(() => expect(sent.body).toMatchObject({ classIds: [41, 42], courseId: 401 }));
    const body = sent.body as { skillIds: number[]; startDate: string; endDate: string };
    await expect(body.skillIds).toHaveLength(3);
    await expect(body.skillIds).not.toContain(Number(skill.getAttribute('value')));
    await expect(body).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-29' });
    // Two homework, one per class: the list shows them both.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.teacher.homeworks),
    );
    await expect(await screen.findByText(t.form.createdFor(['چهارم الف', 'چهارم ب']))).toBeInTheDocument();
  },
};

/** Every skill unticked: the form says so next to them and sends nothing. */
export const NoSkillLeft: Story = {
  parameters: FromClassPage.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(t.form.title) }), 'تمرین ضرب');
    await userEvent.type(field(canvas, t.form.firstPage), '۵۰');
    await userEvent.type(field(canvas, t.form.lastPage), '۵۲');
    const skills = canvas.getByRole('region', { name: t.skills.heading });
    await within(skills).findAllByRole('checkbox');
    for (const box of within(skills).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await expect(await within(skills).findByText(t.errors.skills(15))).toBeVisible();
    await expect(sent.body).toBeUndefined();
  },
};

export const BySections: Story = {
  parameters: { app: { route: `${paths.teacher.homeworkNew}?class=41`, signedInAs: 'teacher' } },
  play: async ({ canvas, userEvent }) => {
    // The class comes from the list's filter.
    await expect(await classBox(canvas, 'چهارم الف')).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'چهارم ب' })).not.toBeChecked();
    await fillCommon(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: t.form.bySections }));
    await userEvent.type(field(canvas, t.form.firstSection), '١٢');
    await userEvent.type(field(canvas, t.form.lastSection), '۱۳');
    const skills = canvas.getByRole('region', { name: t.skills.heading });
    await expect(await within(skills).findByText(/زاویه/)).toBeVisible();
    await expect(Object.fromEntries(sent.brief.at(-1)!)).toEqual({
      courseId: '401',
      firstSection: '12',
      lastSection: '13',
    });
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await waitFor(() => expect(sent.body).toMatchObject({ firstSection: 12, lastSection: 13 }));
    await expect(sent.body).not.toHaveProperty('firstPage');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCommon(canvas, userEvent, [END, START]);
    const end = field(canvas, t.form.endDate);
    await waitFor(() => expect(end).toHaveAccessibleDescription(t.errors.endBeforeStart));
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await waitFor(() => expect(canvas.getAllByText(t.errors.pageRequired)).toHaveLength(2));
    await expect(sent.body).toBeUndefined();
    await waitFor(() => expect(field(canvas, t.form.firstPage)).toHaveFocus());
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: [classCards, briefSkills, failing(CREATE, 500, null)] } },
  play: async ({ canvas, userEvent }) => {
    await fillCommon(canvas, userEvent);
    await userEvent.type(field(canvas, t.form.firstPage), '۵۰');
    await userEvent.type(field(canvas, t.form.lastPage), '۶۲');
    await userEvent.click(canvas.getByRole('button', { name: t.form.create }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(field(canvas, t.form.title)).toHaveValue('تمرین ضرب');
    await expect(field(canvas, t.form.firstPage)).toHaveValue('۵۰');
    await expect(field(canvas, t.form.startDate)).toHaveValue(START);
    await expect(field(canvas, t.form.endDate)).toHaveValue(END);
  },
};

export const BriefSkillsFail: Story = {
  parameters: { msw: { handlers: [classCards, failing(BRIEF, 500, null)] } },
  play: async ({ canvas, userEvent }) => {
    await fillCommon(canvas, userEvent);
    await userEvent.type(field(canvas, t.form.firstPage), '۵۰');
    await userEvent.type(field(canvas, t.form.lastPage), '۶۲');
    const skills = canvas.getByRole('region', { name: t.skills.heading });
    await expect(await within(skills).findByText(errors.fetchData)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(DASHBOARD)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.form.newTitle, { selector: 'h1' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await classBox(canvas, 'چهارم الف')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Edit: Story = {
  parameters: {
    app: { route: paths.teacher.homeworkEditHref(4105), signedInAs: 'teacher' },
    msw: { handlers: [editForm, updated] },
  },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('textbox', { name: new RegExp(t.form.title) });
    await expect(title).toHaveValue('مرور دانش و دانایی');
    await expect(field(canvas, t.form.startDate)).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /جمع با/ })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'مرور فصل یک و دو');
    await userEvent.click(canvas.getByRole('checkbox', { name: /واژه‌های هم‌معنی/ }));
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await waitFor(() =>
      expect(sent.body).toEqual({
        title: 'مرور فصل یک و دو',
        description: 'هر مهارت را تا امتیاز ۷۰ تمرین کنید.',
        skillIds: [40202, 40203],
        targetSmartScore: 70,
        startDate: '2026-11-12',
        endDate: '2026-11-26',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.teacher.homeworkHref(4105)),
    );
  },
};

export const EditNotFound: Story = {
  parameters: {
    app: { route: paths.teacher.homeworkEditHref(9999), signedInAs: 'teacher' },
    msw: { handlers: [failing(EDIT, 404, 'تکلیف پیدا نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('تکلیف پیدا نشد.')).toBeVisible();
  },
};
