import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { allFailing, allPending, examples, gamificationWorld, patchFailing } from './home.fixtures';
import { SchoolHomeScreen } from './home-screen';
import { schoolDashboardText as d } from '@/shared/school-dashboard/strings';
import { compareText } from '@/shared/compare/strings';
import { t } from './strings';

const meta = {
  title: 'School/Home',
  component: SchoolHomeScreen,
  parameters: {
    app: { route: paths.school.home, signedInAs: 'school' },
    msw: { handlers: examples() },
  },
} satisfies Meta<typeof SchoolHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The stories' session user is the sign-in example's (loginAs keeps the pupil's name), so the form is checked. */
const GREETING = /^سلام .+!$/;
const g = t.gamification;
const region = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(GREETING);
    const glance = await region(canvas, d.glance.title);
    // 4 grades, 8 classes, 197 pupils, 197 of them practised in the last 7 days (the examples).
    await waitFor(() => expect(within(glance).getAllByText('۱۹۷')).toHaveLength(2));
    await expect(within(glance).getByText('۸')).toBeVisible();
    await expect(within(glance).getByText(d.glance.active)).toBeVisible();

    const homework = await region(canvas, d.homework.title);
    await expect(await within(homework).findByRole('progressbar', { name: d.homework.doneLabel })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(within(homework).getByText('با تأخیر: ۵۶۲')).toBeVisible();

    const grades = await region(canvas, d.grades.title);
    await expect(await within(grades).findByText('۲ کلاس، ۵۲ دانش‌آموز، میانگین امتیاز ۸۰')).toBeVisible();
    await expect(href(grades, d.grades.gradeLink('fourth'))).toBe('/school/grades/fourth');
    await expect(href(grades, d.grades.gradeLink('sixth'))).toBe('/school/grades/sixth');
    // The grades side by side: the cards' own mean SmartScore, each name opening its grade.
    const compared = await canvas.findByRole('table', { name: t.comparison.label });
    const fourth = within(compared).getByRole('row', { name: /پایهٔ چهارم/ });
    await expect(within(fourth).getByRole('link', { name: 'پایهٔ چهارم' })).toHaveAttribute(
      'href',
      '/school/grades/fourth',
    );
    await expect(within(fourth).getAllByRole('cell')[1]).toHaveTextContent(/^۸۰/);
    await expect(await within(grades).findByText('ششم ب')).toBeVisible();
    await expect(href(grades, d.grades.quizReportsOf('چهارم الف'))).toBe('/school/quiz-reports/41');
    await expect(href(grades, d.grades.all)).toBe('/school/classes');

    const more = await region(canvas, t.more.title);
    await expect(href(more, t.more.students)).toBe('/school/students');
    await expect(href(more, t.more.quizReports)).toBe('/school/quiz-reports');
    await expect(href(more, t.more.profile)).toBe('/school/profile');
    await expect(await canvas.findByRole('switch', { name: g.switchLabel })).toBeChecked();
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ششم ب')).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: g.switchLabel })).toBeInTheDocument();
    await expect(canvas.getByText(g.switchLabel)).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: allPending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(GREETING);
    await expect(await canvas.findByText(d.grades.loading)).toBeVisible();
    await expect(canvas.getByText(d.homework.loading)).toBeVisible();
    await expect(canvas.getByText(g.loading)).toBeVisible();
    await expect(href(await region(canvas, t.more.title), t.more.classes)).toBe('/school/classes');
  },
};

/** A school whose classes are not set up yet and whose pupils had no homework (the `empty` examples). */
export const Empty: Story = {
  parameters: {
    msw: { handlers: examples({ grades: 'empty', homework: 'empty', time: 'empty', comparison: 'empty' }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(d.grades.emptyHint.school)).toBeVisible();
    await expect(await canvas.findByText(d.homework.empty)).toBeVisible();
    const glance = await region(canvas, d.glance.title);
    await expect(await within(glance).findByText(d.grades.empty.school)).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: g.switchLabel })).toBeChecked();
    await expect(await canvas.findByText(compareText.empty)).toBeVisible();
  },
};

/** Every call fails: each section says so with the catalogued message and a retry; the links stay. */
export const Error: Story = {
  parameters: { msw: { handlers: allFailing } },
  play: async ({ canvas }) => {
    // Grades twice (glance, grades), time, homework, gamification, the grades side by side.
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(6));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(errors.fetchData);
    await expect(canvas.getAllByRole('button', { name: common.retry })).toHaveLength(6);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(href(await region(canvas, t.more.title), t.more.students)).toBe('/school/students');
  },
};

const sent: string[] = [];

/** The manager switches badges and cups off: the dialog says what pupils lose, PATCH status=off, toast, switch off. */
export const GamificationOff: Story = {
  parameters: { msw: { handlers: [...gamificationWorld(sent), ...examples()] } },
  play: async ({ canvas }) => {
    sent.length = 0;
    const toggle = await canvas.findByRole('switch', { name: g.switchLabel });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: g.confirmOffTitle });
    await expect(dialog).toHaveTextContent(g.confirmOff);
    await expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: g.yesOff }));
    await waitFor(() => expect(sent).toEqual(['off']));
    await waitFor(() => expect(screen.getByText(g.saved)).toBeVisible());
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvas.getByText(g.off)).toBeVisible();
    await expect(canvas.getByText(/^آخرین تغییر: ۱ آذر ۱۴۰۵، /)).toBeVisible();
  },
};

/** The PATCH fails: the dialog shows the catalogued message and stays open; the switch stays on. */
export const GamificationFails: Story = {
  parameters: { msw: { handlers: [patchFailing, ...examples()] } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: g.switchLabel });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: g.confirmOffTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: g.yesOff }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: g.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText(g.on)).toBeVisible();
  },
};
