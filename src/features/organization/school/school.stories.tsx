import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { rememberedSchoolName } from '@/shared/navigation/school-name';
import { paths } from '@/shared/routing/paths';
import { allFailing, allNotFound, allPending, BAHONAR, BAHONAR_NAME, examples, SchoolRoutes } from './fixtures';
import { schoolDashboardText as d } from '@/shared/school-dashboard/strings';
import { t } from './strings';

const route = paths.organization.schoolHref(BAHONAR);

const meta = {
  title: 'Organization/School',
  component: SchoolRoutes,
  parameters: {
    app: { route, signedInAs: 'organization' },
    msw: { handlers: examples() },
  },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof SchoolRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const region = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: BAHONAR_NAME })).toBeVisible();
    await expect(canvas.getByText('اصفهان · مختلط · پایه‌های چهارم، پنجم، ششم')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back('اصفهان') }).getAttribute('href')).toBe(
      paths.organization.provinceHref(4),
    );
    await expect(canvas.getByRole('link', { name: t.students }).getAttribute('href')).toBe(
      paths.organization.schoolStudentsHref(BAHONAR),
    );

    const glance = await region(canvas, d.glance.title);
    // 3 grades, 6 classes, 146 pupils, 146 of them practised in the last 7 days (the examples).
    await waitFor(() => expect(within(glance).getAllByText('۱۴۶')).toHaveLength(2));
    await expect(within(glance).getByText('۶')).toBeVisible();
    await expect(within(glance).getByText('۳')).toBeVisible();

    const homework = await region(canvas, d.homework.title);
    // 2 done of 558 (a skill is done only when practised in the homework).
    await expect(await within(homework).findByRole('progressbar', { name: d.homework.doneLabel })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(within(homework).getByText('با تأخیر: ۴۱۰')).toBeVisible();

    const grades = await region(canvas, d.grades.title);
    await expect(await within(grades).findByText('۲ کلاس، ۵۲ دانش‌آموز، میانگین امتیاز ۸۰')).toBeVisible();
    await expect(href(grades, d.grades.gradeLink('fourth'))).toBe('/organization/school/1/grades/fourth');
    await expect(href(grades, d.grades.gradeLink('sixth'))).toBe('/organization/school/1/grades/sixth');
    await expect(await within(grades).findByText('ششم ب')).toBeVisible();
    await expect(within(grades).getAllByText(/^آموزگار: مبینا توکلی/)).toHaveLength(3);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await waitFor(() => expect(document.title).toBe(t.documentTitle(BAHONAR_NAME)));
  },
};

/** Opened straight from an address (no province list before): the name is remembered for the side menu. */
export const DeepLink: Story = {
  play: async ({ canvas }) => {
    await expect(rememberedSchoolName(String(BAHONAR))).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 1, name: BAHONAR_NAME })).toBeVisible();
    await waitFor(() => expect(rememberedSchoolName(String(BAHONAR))).toBe(BAHONAR_NAME));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ششم ب')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.students })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: allPending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.fallbackTitle);
    await expect(await canvas.findByText(t.infoLoading)).toBeVisible();
    await expect(canvas.getByText(d.grades.loading)).toBeVisible();
    await expect(canvas.getByText(d.homework.loading)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.students })).toHaveAttribute(
      'href',
      paths.organization.schoolStudentsHref(BAHONAR),
    );
  },
};

/** A school with no classes yet and no homework (the `empty` examples). */
export const Empty: Story = {
  parameters: { msw: { handlers: examples({ grades: 'empty', homework: 'empty' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(d.grades.emptyHint.organization)).toBeVisible();
    await expect(await canvas.findByText(d.homework.empty)).toBeVisible();
    const glance = await region(canvas, d.glance.title);
    await expect(await within(glance).findByText(d.grades.empty.organization)).toBeVisible();
  },
};

/** Every call fails: the heading stays generic, each part says so with the catalogued message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: allFailing } },
  play: async ({ canvas }) => {
    // Info, grades twice (glance, grades), time, homework.
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(5));
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(errors.fetchData);
    await expect(canvas.getAllByRole('button', { name: common.retry })).toHaveLength(5);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.fallbackTitle);
  },
};

/** A school outside the office's provinces (every call 404s): not found, with the way home. */
export const NotFound: Story = {
  parameters: {
    app: { route: paths.organization.schoolHref(999), signedInAs: 'organization' },
    msw: { handlers: allNotFound },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.notFound.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.notFound.home })).toHaveAttribute('href', paths.organization.home);
  },
};
