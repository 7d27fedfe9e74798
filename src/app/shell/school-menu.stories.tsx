import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { navText } from '@/shared/navigation/strings';
import { paths } from '@/shared/routing/paths';
import { answering, failing, pending } from '@/testing/handlers';
import { InLayout } from '@/testing/story-page';
import { RoleLayout } from './role-layout';
import { shellText } from './strings';
import { NAV_LAYOUT_KEY } from './use-nav-layout';

const meta = {
  title: 'App/Shell/School menu',
  component: InLayout,
  args: { layout: RoleLayout },
  parameters: { app: { route: paths.school.home, signedInAs: 'school' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // Notifications live in a module-wide store; start every story without the last one's.
    notifications.clean();
    localStorage.removeItem(NAV_LAYOUT_KEY);
    sessionStorage.clear();
  },
} satisfies Meta<typeof InLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(screen.getByRole('navigation', { name: shellText.menu }));

export const SchoolGrades: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getSchoolGrades', [
          { grade: 'sixth', class_count: 1, student_count: 20 },
          { grade: 'fourth', class_count: 2, student_count: 50 },
        ]),
      ],
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await menu().findByRole('button', { name: navText.grades }));
    const linkNames = () =>
      menu()
        .getAllByRole('link')
        .map((a) => a.textContent);
    const expected = [
      navText.home,
      common.grades.fourth,
      common.grades.sixth,
      navText.students,
      navText.accountSettings,
    ];
    // The children slide open (Collapse), so wait for them.
    await waitFor(() => expect(linkNames()).toEqual(expected), { timeout: 3000 });
    await expect(menu().getByRole('link', { name: common.grades.fourth })).toHaveAttribute(
      'href',
      paths.school.gradeHref('fourth'),
    );
  },
};

export const SchoolGradesLoading: Story = {
  parameters: { msw: { handlers: [pending('getSchoolGrades')] } },
  play: async () => {
    await expect(menu().getByRole('link', { name: navText.students })).toHaveAttribute('href', paths.school.students);
    await expect(menu().queryByRole('button', { name: navText.grades })).toBeNull();
  },
};

export const SchoolGradesFailing: Story = {
  parameters: { msw: { handlers: [failing('getSchoolGrades', 500)] } },
  play: async () => {
    const notice = await screen.findByText(errors.grades);
    await waitFor(() => expect(notice).toBeVisible());
    await expect(menu().queryByRole('button', { name: navText.grades })).toBeNull();
    await expect(menu().getByRole('link', { name: navText.home })).toBeVisible();
  },
};

export const SchoolGradesFailingWithDetail: Story = {
  parameters: { msw: { handlers: [failing('getSchoolGrades', 403, 'دسترسی به پایه‌ها ممکن نیست.')] } },
  play: async () => {
    const notice = await screen.findByText('دسترسی به پایه‌ها ممکن نیست.');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const SchoolMini: Story = {
  beforeEach: () => {
    localStorage.setItem(NAV_LAYOUT_KEY, '"mini"');
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await menu().findByRole('button', { name: navText.grades }));
    const popover = await screen.findByRole('dialog', { name: navText.grades });
    await waitFor(() => expect(within(popover).getAllByRole('link')).toHaveLength(4));
    await expect(within(popover).getByRole('link', { name: common.grades.third })).toHaveAttribute(
      'href',
      paths.school.gradeHref('third'),
    );
  },
};

export const TeacherGetsNoGrades: Story = {
  parameters: {
    app: { route: paths.teacher.home, signedInAs: 'teacher' },
    msw: { handlers: [failing('getSchoolGrades', 500)] },
  },
  play: async () => {
    await expect(menu().getByRole('link', { name: navText.classes })).toBeVisible();
    // The teacher never asks for grades, so no failure is reported.
    await new Promise((r) => setTimeout(r, 300));
    await expect(screen.queryByText(errors.grades)).toBeNull();
  },
};
