import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ProfileBrief, Role } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { t } from './strings';
import { WelcomeScreen } from './welcome-screen';

const meta = {
  title: 'Home/Welcome',
  component: WelcomeScreen,
  parameters: { app: { route: paths.student.home, signedInAs: 'student' } },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const BRIEF = '/member/profile/brief';
const homes: Record<Role, string> = {
  student: paths.student.home,
  teacher: paths.teacher.home,
  school: paths.school.home,
  organization: paths.organization.home,
  admin: paths.admin.chatList,
};

/** A story for `role`: its own home route, session and contract example. */
function roleStory(role: Role): Story {
  const brief = example('getProfileBrief', role) as ProfileBrief;
  return {
    parameters: {
      app: { route: homes[role], signedInAs: role },
      msw: { handlers: [answeringExample('get', BRIEF, 'getProfileBrief', role)] },
    },
    play: async ({ canvas }) => {
      const heading = await canvas.findByRole('heading', { level: 1 });
      await expect(heading).toHaveTextContent(t.greeting(`${brief.first_name} ${brief.last_name}`));
      await expect(canvas.getByText(common.roles[role])).toBeVisible();
      await expect(canvas.getByText(brief.school_name)).toBeVisible();
      await expect(canvas.getByText(t.today(formatJalaliDate(new Date())))).toBeVisible();
      await expect(canvas.getByText(t.coming[role])).toBeVisible();
      if (brief.class_name && brief.grade) {
        await expect(canvas.getByText(brief.class_name)).toBeVisible();
        await expect(canvas.getByText(common.grades[brief.grade])).toBeVisible();
      } else {
        await expect(canvas.queryByText(t.className)).toBeNull();
      }
      await expect(document.title).toBe(t.documentTitle);
    },
  };
}

export const Student = roleStory('student');
export const Teacher = roleStory('teacher');
export const School = roleStory('school');
export const Organization = roleStory('organization');
export const Admin = roleStory('admin');

const empty = example('getProfileBrief', 'empty') as ProfileBrief;

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('get', BRIEF, 'getProfileBrief', 'empty')] } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(t.greeting(empty.username));
    await expect(canvas.getByRole('heading', { level: 2, name: t.incomplete.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.incomplete.action })).toHaveAttribute(
      'href',
      paths.student.profile,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', BRIEF)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('get', BRIEF, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.profile);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const StudentOnMobile: Story = {
  ...roleStory('student'),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
