import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectPersianTicks, ticksOf } from '@/shared/charts/story-helpers';
import { reportText } from '@/shared/class-report/strings';
import { periodText, timeSummary } from '@/shared/class-report/summaries';
import { iranToday } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { gridText } from '@/shared/mastery-grid/strings';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling, pathOf, pending } from '@/testing/handlers';
import {
  CLASSES,
  FOURTH_GRADE,
  GRADES,
  GradeRoutes,
  OFFICE_CALLS,
  OFFICE_CLASSES,
  REPORT_CALLS,
  classInfo,
  gradeHandlers,
  gradesWithout,
  officeHandlers,
  reportHandlers,
} from './fixtures';
import { questionsPieSummary, seasonsSummary } from './grade-panels';
import { t } from './strings';

const FOURTH = paths.school.gradeHref('fourth');

const meta = {
  title: 'School/Grade',
  component: GradeRoutes,
  parameters: { app: { route: FOURTH, signedInAs: 'school' }, msw: { handlers: gradeHandlers } },
} satisfies Meta<typeof GradeRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each panel's one-line Persian summary, from the contract's school examples.
const SUMMARIES = [
  timeSummary(example('getSchoolTimeReport', 'school')),
  questionsPieSummary(example('getSchoolQuestionsPieChart', 'school')),
  seasonsSummary(example('getSchoolGradeSeasonsChart', 'school')),
];
// The charts' code is fetched with the screen; the first time, the dev server builds it.
const lazyChunk = { timeout: 15_000 };

/** Grade 4: two class cards with their figures and course links, the figures and four charts. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title('چهارم') })).toBeVisible();
    await expect(await canvas.findByText(t.subtitle('۲', '۵۲'))).toBeVisible();
    const first = await canvas.findByRole('region', { name: 'چهارم الف' });
    await expect(within(first).getByText('مریم رضایی')).toBeVisible();
    await expect(within(first).getByText('۲۶')).toBeVisible();
    await expect(within(first).getByText('۷۹')).toBeVisible();
    await expect(await within(first).findByRole('link', { name: 'ریاضی چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(41, 401),
    );
    const second = canvas.getByRole('region', { name: 'چهارم ب' });
    await expect(await within(second).findByRole('link', { name: 'علوم چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(42, 403),
    );
    // The classes side by side (issue 28): the class cards' own mean SmartScore.
    const compared = await canvas.findByRole('table', { name: t.comparison.label('چهارم') });
    await expect(
      within(within(compared).getByRole('row', { name: /چهارم الف/ })).getAllByRole('cell')[1],
    ).toHaveTextContent(/^۷۹/);
    await expect(await canvas.findByText(t.report.figures)).toBeVisible();
    await expect(
      await canvas.findByText(reportText.figures.ofPracticed('۶۳۹', '۹۴۵'), undefined, lazyChunk),
    ).toBeVisible();
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary)).toBeVisible();
    await expectPersianTicks(await ticksOf(canvas.getByRole('figure', { name: reportText.time.title }), 'y'));
    await expect(
      canvas.getByRole('table', { name: reportText.table.caption(t.report.seasons.title) }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: reportText.period.options.last_30 })).toBeChecked();
    await expect(canvas.getByText(periodText('last_30', iranToday()))).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(4),
    );
  },
};

/** The grades call under way: the grade's name and a spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(GRADES)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title('چهارم'));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').filter((s) => s.textContent === common.loading)).toHaveLength(1),
    );
  },
};

/** A grade without classes: the empty text, and no report (it is asked by the classes' courses). */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [answeringExample(CLASSES, 'empty', FOURTH_GRADE), ...gradeHandlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.classes.empty)).toBeVisible();
    await expect(canvas.getByText(t.classes.emptyHint)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t.report.heading })).not.toBeInTheDocument();
  },
};

/** The grades call fails: the catalogued Persian message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [failing(GRADES, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** /school/grades/third in a school without a third grade: not found, with links to the grades it has. */
export const NotTheSchoolsGrade: Story = {
  parameters: {
    app: { route: paths.school.gradeHref('third'), signedInAs: 'school' },
    msw: { handlers: [gradesWithout('third')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notFound.title.school })).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: t.notFound.linksLabel })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([t.title('چهارم'), t.title('پنجم'), t.title('ششم')]);
    await expect(links[0]).toHaveAttribute('href', paths.school.gradeHref('fourth'));
  },
};

/** 390 px: one column that fits, with the period picker. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'چهارم ب' })).toBeVisible();
    for (const summary of SUMMARIES) await expect(await canvas.findByText(summary, undefined, lazyChunk)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: reportText.period.options.last_365 })).toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};

// The period each period-bound call was asked with, in order (PeriodChanged reads it).
const asked: Record<string, (string | null)[]> = {};
const recording = (['time', 'total', 'questions', 'homework'] as const).map((call) =>
  handling(REPORT_CALLS[call], ({ query }) => {
    (asked[call] ??= []).push(`${query.get('type')} ${query.getAll('courseIds[]').join(',')}`);
    return example(REPORT_CALLS[call], 'school');
  }),
);

/** «۷ روز گذشته»: every period-bound call asks again with type=last_7 (the grade's courses kept), and the address keeps it. */
export const PeriodChanged: Story = {
  parameters: { msw: { handlers: [...recording, classInfo, ...gradeHandlers.slice(0, 2), ...reportHandlers] } },
  play: async ({ canvas }) => {
    for (const key of Object.keys(asked)) delete asked[key];
    await canvas.findByText(SUMMARIES[0]!, undefined, lazyChunk);
    await expect(asked.time).toEqual(['last_30 401,402,403']);
    await userEvent.click(canvas.getByRole('radio', { name: reportText.period.options.last_7 }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: reportText.period.options.last_7 })).toBeChecked());
    await waitFor(() => expect(asked.time).toEqual(['last_30 401,402,403', 'last_7 401,402,403']));
    for (const call of ['total', 'questions', 'homework']) await expect(asked[call]?.at(-1)).toBe('last_7 401,402,403');
    await expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(`${FOURTH}?period=last_7`);
    await expect(canvas.getByText(periodText('last_7', iranToday()))).toBeVisible();
  },
};

// Every call the office's page made, by its address (the Organization stories check `schoolId`).
let officeAsked: URL[] = [];
const OFFICE_FOURTH = paths.organization.schoolGradeHref(1, 'fourth');
const office = { route: OFFICE_FOURTH, signedInAs: 'organization' };

/** The office at school 1's fourth grade: the same page through its own calls, each naming the school; courses as text. */
export const Organization: Story = {
  parameters: { app: office, msw: { handlers: officeHandlers((url) => officeAsked.push(url)) } },
  beforeEach: () => {
    officeAsked = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title('چهارم') })).toBeVisible();
    await expect(await canvas.findByText(t.subtitle('۲', '۵۲'))).toBeVisible();
    const first = await canvas.findByRole('region', { name: 'چهارم الف' });
    await expect(within(first).getByText('مریم رضایی')).toBeVisible();
    // The office has no class pages: the courses are names, not links.
    await expect(await within(first).findByText('ریاضی چهارم')).toBeVisible();
    await expect(within(first).queryByRole('link')).toBeNull();
    const time = timeSummary(example('getOrganizationSchoolTimeReport', 'organization'));
    await expect(await canvas.findByText(time, undefined, lazyChunk)).toBeVisible();
    // Every call went to the office's mirror, naming school 1; each report call was made.
    const expected = [
      ...Object.values(OFFICE_CALLS)
        .filter((op) => op !== OFFICE_CALLS.info)
        .map((op) => pathOf(op)),
      pathOf(OFFICE_CALLS.info, { id: 41 }),
      pathOf(OFFICE_CLASSES, { grade: 'fourth' }),
      pathOf(OFFICE_CALLS.info, { id: 42 }),
    ];
    // Each address by the contract path it ends with (the API base before it aside); any other as it is.
    const called = () => officeAsked.map((url) => expected.find((path) => url.pathname.endsWith(path)) ?? url.pathname);
    await waitFor(() => expect(new Set(called())).toEqual(new Set(expected)));
    for (const url of officeAsked) await expect(url.searchParams.get('schoolId')).toBe('1');
  },
};

/** /organization/school/1/grades/third: the office sees grades 4–6 only, so not found with links under the school. */
export const OrganizationNotTheGrade: Story = {
  parameters: {
    app: { ...office, route: '/organization/school/1/grades/third' },
    msw: { handlers: officeHandlers() },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notFound.title.organization })).toBeVisible();
    // The office oversees many schools: never «مدرسهٔ شما».
    await expect(canvas.queryByText(/مدرسهٔ شما/)).toBeNull();
    const links = within(canvas.getByRole('navigation', { name: t.notFound.linksLabel })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.organization.schoolGradeHref(1, 'fourth'),
      paths.organization.schoolGradeHref(1, 'fifth'),
      paths.organization.schoolGradeHref(1, 'sixth'),
    ]);
  },
};

/** The office's grades call fails: the catalogued message and a retry. */
export const OrganizationError: Story = {
  parameters: { app: office, msw: { handlers: [failing(OFFICE_CALLS.grades, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The office's page at 390 px: the course names as text fit in one column. */
export const OrganizationMobile: Story = {
  parameters: { app: office, msw: { handlers: officeHandlers() } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const second = await canvas.findByRole('region', { name: 'چهارم ب' });
    await expect(await within(second).findByText('علوم چهارم')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** The grade's mastery grid (issue 28): every pupil of the grade, each row naming its class; course and chapter in the address. */
export const MasteryOfTheGrade: Story = {
  parameters: {
    msw: {
      handlers: [
        handling('getSchoolMasteryGrid', ({ query }) => ({
          ...example('getSchoolMasteryGrid', 'grade'),
          chapter: Number(query.get('chapter') ?? 2),
        })),
        ...gradeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const grid = example('getSchoolMasteryGrid', 'grade');
    const region = within(await canvas.findByRole('region', { name: gridText.heading }, lazyChunk));
    const table = await region.findByRole('grid');
    await expect(within(table).getAllByRole('row')).toHaveLength(grid.pupils.length + 1);
    const classes = new Set(grid.pupils.map((p) => p.class_name));
    await expect(classes.size).toBe(2);
    for (const name of classes) await expect(within(table).getAllByText(name).length).toBeGreaterThan(0);
    const first = grid.pupils[0]!;
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      paths.school.studentSkillHref(first.student_id, grid.skills[0]!.id),
    );
    await userEvent.selectOptions(region.getByRole('combobox', { name: t.mastery.course }), 'فارسی چهارم');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent('course=402'));
  },
};
