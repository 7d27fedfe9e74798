import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import {
  CLASSES,
  OFFICE_GRADES,
  RECORDS,
  lastRecordsQuery,
  officeHandlers,
  recordsPage,
  schoolClasses,
  searchableRecords,
} from './fixtures';
import { t as exportText } from '@/shared/export/strings';
import { downloaded, watchDownloads } from '@/testing/downloads';
import { StudentsScreen } from './students-screen';
import { t } from './strings';

/** Every query the records call was asked, newest last (Searching and Paged check them). */
let asked: URLSearchParams[] = [];
const remember = (query: URLSearchParams) => {
  asked.push(query);
};
const last = () => asked[asked.length - 1] ?? new URLSearchParams();
/** The address the story's router is at, as a query. */
const address = (canvas: HTMLElement) =>
  new URLSearchParams((within(canvas).getByLabelText('where').textContent ?? '').split('?')[1] ?? '');

/**
 * The screen under the manager's and the office's routes (the office's school comes from the
 * address), with the router's address shown, so a play function can read what a reload would keep.
 */
function StudentsStory() {
  return (
    <>
      <Routes>
        <Route path={paths.school.students} element={<StudentsScreen />} />
        <Route path={paths.organization.schoolStudents} element={<StudentsScreen />} />
      </Routes>
      <Where />
    </>
  );
}

const meta = {
  title: 'School/Students',
  component: StudentsStory,
  parameters: {
    app: { route: paths.school.students, signedInAs: 'school' },
    msw: { handlers: [schoolClasses, searchableRecords(remember)] },
  },
  beforeEach: () => {
    asked = [];
  },
} satisfies Meta<typeof StudentsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(await canvas.findByText(t.list.count(197))).toBeVisible();
    await expect(canvas.getByText(t.list.pageOf(1, 20))).toBeVisible();
    const sara = canvas.getByRole('listitem', { name: 'سارا احمدی' });
    await expect(within(sara).getByText(t.list.classAndAnswered('چهارم الف', 157))).toBeVisible();
    await expect(within(sara).getByText('آخرین فعالیت: ۳۰ آبان ۱۴۰۵')).toBeVisible();
    await expect(within(sara).getByRole('meter', { name: t.list.scoreOf('سارا احمدی') })).toHaveAttribute(
      'aria-valuetext',
      '۸۱ از ۱۰۰، ماهر',
    );
    await expect(within(sara).getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      paths.school.studentHref(101),
    );
    await expect(canvas.getByRole('button', { name: t.list.page(20) })).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(t.list.count(197));
    await userEvent.type(canvas.getByRole('searchbox', { name: t.list.search }), 's۶۳۸');
    // Persian digits reach the server as Latin ones, after the pause, in one call.
    await waitFor(() => expect(last().get('searchedWord')).toBe('s638'));
    await expect(asked.filter((query) => query.has('searchedWord'))).toHaveLength(1);
    await expect(await canvas.findByText(t.list.count(1))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'مهدی افشار' })).toBeVisible();
    await expect(address(canvasElement).get('q')).toBe('s۶۳۸');
    // Arabic ي is folded to Persian ی before it is sent.
    await userEvent.clear(canvas.getByRole('searchbox', { name: t.list.search }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t.list.search }), 'احمدي');
    await waitFor(() => expect(last().get('searchedWord')).toBe('احمدی'));
    await expect(await canvas.findByText(t.list.count(5))).toBeVisible();
  },
};

export const Paged: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(t.list.count(197));
    await userEvent.click(canvas.getByRole('button', { name: t.list.page(2) }));
    await waitFor(() => expect(Object.fromEntries(last())).toEqual({ page: '2', size: '10' }));
    await expect(await canvas.findByText(t.list.pageOf(2, 20))).toBeVisible();
    await expect(address(canvasElement).get('page')).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: t.list.page(3) }));
    await waitFor(() => expect(address(canvasElement).get('page')).toBe('3'));
    await expect(await canvas.findByText(t.list.count(197))).toBeVisible();
  },
};

export const ReloadedOnAPage: Story = {
  parameters: { app: { route: `${paths.school.students}?page=۳`, signedInAs: 'school' } },
  play: async ({ canvas }) => {
    // A shared link keeps its page, its digits in any set.
    await expect(await canvas.findByText(t.list.pageOf(3, 20))).toBeVisible();
    await expect(Object.fromEntries(last())).toEqual({ page: '3', size: '10' });
    await expect(canvas.getByRole('button', { name: t.list.page(3) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Filtered: Story = {
  parameters: { app: { route: `${paths.school.students}?page=2`, signedInAs: 'school' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(t.list.pageOf(2, 20));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.list.classFilter }), 'چهارم الف');
    // A new class starts again at page 1.
    await waitFor(() => expect(Object.fromEntries(last())).toEqual({ classId: '41', page: '1', size: '10' }));
    await expect(await canvas.findByText(t.list.count(1))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await expect(Object.fromEntries(address(canvasElement))).toEqual({ classId: '41' });
  },
};

export const PastLastPage: Story = {
  parameters: { app: { route: `${paths.school.students}?page=25`, signedInAs: 'school' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText(t.list.pastLastPage.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.list.pastLastPage.action }));
    await expect(await canvas.findByText(t.list.count(197))).toBeVisible();
    await expect(address(canvasElement).has('page')).toBe(false);
  },
};

export const NothingMatches: Story = {
  parameters: { app: { route: `${paths.school.students}?q=zzz`, signedInAs: 'school' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t.list.noMatch.title)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.list.search })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: t.list.clearSearch }));
    await expect(await canvas.findByText(t.list.count(197))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.list.search })).toHaveValue('');
  },
};

/** «دریافت سی‌اس‌وی» asks for every page at the contract's largest size, not the one on screen. */
export const ExportsEveryPage: Story = {
  beforeEach: watchDownloads,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(t.list.count(recordsPage.count));
    asked = [];
    await userEvent.click(canvas.getByRole('button', { name: exportText.buttonOf('csv', t.list.title) }));
    await waitFor(() => expect(downloaded.name).toBe('دانش آموزان مدرسه.csv'));
    await expect(asked.map((query) => query.get('page'))).toEqual(
      Array.from({ length: recordsPage.total_pages }, (_, i) => String(i + 1)),
    );
    await expect(asked.every((query) => query.get('size') === '50')).toBe(true);
    const lines = (await downloaded.blob!.text()).trimEnd().split('\r\n');
    await expect(lines).toHaveLength(recordsPage.total_pages * recordsPage.results.length + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [schoolClasses, pending(RECORDS)] } },
  play: async ({ canvas }) => {
    // By text: the story's address readout is an <output>, a second status.
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [schoolClasses, answeringExample(RECORDS, 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.list.clearSearch })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(CLASSES, 500, null), searchableRecords()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

// Every call the office's list made (the Organization stories check `schoolId` and the class filter).
let officeAsked: URL[] = [];
const lastRecords = () => lastRecordsQuery(officeAsked);
const OFFICE_LIST = paths.organization.schoolStudentsHref(1);
const office = {
  parameters: {
    app: { route: OFFICE_LIST, signedInAs: 'organization' },
    msw: { handlers: officeHandlers((url) => officeAsked.push(url)) },
  },
  beforeEach: () => void (officeAsked = []),
};

/** The office at school 1's pupils: its own calls, each naming the school; names are text (no pupil page). */
export const Organization: Story = {
  ...office,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText(t.list.count(146))).toBeVisible();
    const ava = canvas.getByRole('listitem', { name: 'آوا احمدی' });
    await expect(within(ava).queryByRole('link')).toBeNull();
    await expect(lastRecords()).toEqual({ schoolId: '1', page: '1', size: '10' });
    // Its filter lists the classes of the school's grades 4–6, from the grade-classes calls.
    const names = ['چهارم الف', 'چهارم ب', 'پنجم الف', 'پنجم ب', 'ششم الف', 'ششم ب'];
    const options = within(canvas.getByRole('combobox', { name: t.list.classFilter })).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([t.list.allClasses, ...names]);
    await userEvent.click(canvas.getByRole('button', { name: t.list.page(2) }));
    await waitFor(() => expect(lastRecords()).toEqual({ schoolId: '1', page: '2', size: '10' }));
    await expect(within(canvasElement).getByLabelText('where')).toHaveTextContent(`${OFFICE_LIST}?page=2`);
    // The next page in place (not the dimmed previous one) before axe looks.
    await expect(await canvas.findByText(t.list.count(146))).toBeVisible();
    for (const url of officeAsked) await expect(url.searchParams.get('schoolId')).toBe('1');
  },
};

/** The office narrows by class and searches: the address stays under /organization/school/1, the calls name the school. */
export const OrganizationFiltered: Story = {
  ...office,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(t.list.count(146));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.list.classFilter }), 'چهارم الف');
    await waitFor(() => expect(lastRecords()).toEqual({ schoolId: '1', classId: '41', page: '1', size: '10' }));
    await expect(await canvas.findByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t.list.search }), 'سارا');
    await waitFor(() => expect(lastRecords()).toMatchObject({ schoolId: '1', classId: '41', searchedWord: 'سارا' }));
    // The searched page has arrived: the list is no longer dimmed while it updates (its contrast is checked next).
    await waitFor(() => expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByRole('listitem', { name: 'سارا احمدی' })).toBeVisible();
    const where = within(canvasElement).getByLabelText('where').textContent;
    await expect(where).toMatch(/^\/organization\/school\/1\/students\?/);
    await expect(address(canvasElement).get('classId')).toBe('41');
  },
};

/** The office's grades call fails: the catalogued message and a retry. */
export const OrganizationError: Story = {
  ...office,
  parameters: { ...office.parameters, msw: { handlers: [failing(OFFICE_GRADES, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};
