import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SessionContext, useSession } from '@/shared/auth/session-context';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { Where } from '@/testing/where';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { listPage } from './fixtures';
import { HomeworkListScreen } from './homework-list-screen';
import { t } from './strings';

const page = listPage();
const open = page.results.find((hw) => hw.id === 4105)!;

const meta = {
  title: 'Student/Homework list',
  component: HomeworkListScreen,
  parameters: {
    app: { route: paths.student.homeworks, signedInAs: 'student' },
    msw: { handlers: [answering('listMyClassHomework', page, { params: { id: 41 } })] },
  },
} satisfies Meta<typeof HomeworkListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (group: keyof typeof t.list.groups, count: number) => t.list.groupTab(t.list.groups[group], count);

export const ListLoaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(await canvas.findByRole('tab', { name: tab('open', 1), selected: true })).toBeVisible();
    const card = canvas.getByRole('article', { name: open.title });
    await expect(within(card).getByRole('link', { name: open.title })).toHaveAttribute('href', '/homeworks/4105');
    await expect(within(card).getByText('فارسی چهارم')).toBeVisible();
    await expect(within(card).getByText('۳ مهارت')).toBeVisible();
    await expect(within(card).getByText(t.list.due(formatJalaliDate(open.end_date)))).toBeVisible();
    await expect(within(card).getByText(t.near.daysLeft(4))).toBeVisible();
    await expect(within(card).getByRole('progressbar', { name: t.list.progress })).toHaveAttribute(
      'aria-valuetext',
      '۳۳٪',
    );

    await userEvent.click(canvas.getByRole('tab', { name: tab('overdue', 3) }));
    const overdue = canvas.getByRole('tabpanel');
    await expect(within(overdue).getAllByRole('article')).toHaveLength(3);
    await expect(within(overdue).getByRole('link', { name: 'مرور مواد' })).toHaveAttribute('href', '/homeworks/4103');
    await expect(within(overdue).queryByText(t.near.passed)).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: tab('finished', 1) }));
    const finished = canvas.getByRole('tabpanel');
    await expect(within(finished).getByRole('link', { name: 'تکلیف الگوهای عددی' })).toBeVisible();
    await expect(within(finished).getByText('۱۰۰٪')).toBeVisible();
    await expect(document.title).toBe(t.list.documentTitle);
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: [answeringExample('listMyClassHomework', 'empty', { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.empty.title)).toBeVisible();
    await expect(canvas.getByText(t.list.empty.description)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [pending('listMyClassHomework', { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.list.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const ListError: Story = {
  parameters: { msw: { handlers: [failing('listMyClassHomework', 500, undefined, { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The session's pupil as one the school has not placed in a class yet. */
function WithoutClass({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.user && { ...session.user, class: null, classes: [] };
  return <SessionContext.Provider value={{ ...session, user }}>{children}</SessionContext.Provider>;
}

const withoutClass: Decorator = (Story) => (
  <WithoutClass>
    <Story />
  </WithoutClass>
);

export const NoClass: Story = {
  decorators: [withoutClass],
  parameters: { msw: { handlers: [failing('listMyClassHomework', 404)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.list.noClass.title)).toBeVisible();
    await expect(canvas.getByText(t.list.noClass.description)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Filtered: Story = {
  parameters: { app: { route: paths.student.homeworksHref({ grade: 'fourth', subject: 'math' }) } },
  render: () => (
    <>
      <HomeworkListScreen />
      <Where />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const filters = canvas.getByRole('group', { name: t.list.filtersLabel });
    const subject = within(filters).getByRole('link', { name: t.list.removeFilter(t.subjects.math) });
    await expect(subject).toHaveAttribute('href', '/homeworks?grade=fourth');
    const grade = within(filters).getByRole('link', { name: t.list.removeFilter(t.list.gradeChip('fourth')) });
    await expect(grade).toHaveAttribute('href', '/homeworks?subject=math');
    // Only the two maths homework: one finished, one overdue, none open.
    await expect(await canvas.findByRole('tab', { name: tab('open', 0) })).toBeVisible();
    await expect(canvas.getByText(t.list.groupEmpty.open)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: tab('finished', 1) })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: tab('overdue', 1) })).toBeVisible();

    await userEvent.click(subject);
    await expect(canvas.getByLabelText('where')).toHaveTextContent('/homeworks?grade=fourth');
    await expect(await canvas.findByRole('tab', { name: tab('overdue', 3) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t.list.removeFilter(t.subjects.math) })).toBeNull();
  },
};

export const ListMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: open.title })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const tabEl of canvas.getAllByRole('tab')) {
      await expect(tabEl.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
