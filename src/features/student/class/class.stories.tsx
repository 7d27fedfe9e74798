import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { SessionContext, useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ClassScreen } from './class-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Class',
  component: ClassScreen,
  parameters: {
    app: { route: paths.student.class, signedInAs: 'student' },
    msw: {
      handlers: [
        answeringExample('getMyClassProfile', 'student', { params: { id: 41 } }),
        answeringExample('getClassmateProfile', 'student', { params: { id: 153 } }),
      ],
    },
  },
} satisfies Meta<typeof ClassScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in pupil as one whose school has not put them in a class yet. */
function WithoutClass({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.user && { ...session.user, class: null, classes: [] };
  return <SessionContext.Provider value={{ ...session, user }}>{children}</SessionContext.Provider>;
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByText(t.className('چهارم الف'))).toBeVisible();
    await expect(canvas.getByText('دبستان شهید باهنر')).toBeVisible();
    await expect(canvas.getByText('مریم رضایی')).toBeVisible();
    await expect(canvas.getByText(t.headcount('۲۶'))).toBeVisible();
    const second = within(canvas.getByRole('list')).getAllByRole('link')[1]!;
    await expect(second).toHaveTextContent('ریحانه باقری');
    await expect(second).toHaveAttribute('href', '/class?classmate=158');
    await expect(canvas.getByText(t.self('سارا احمدی'))).toBeVisible();
    const own = canvas.getByRole('region', { name: t.own.title });
    await expect(within(own).getByText(t.rewards('۸', '۶'))).toBeVisible();
    await expect(within(own).getByRole('link', { name: t.own.report })).toHaveAttribute('href', paths.student.report);
    await expect(canvas.getByRole('link', { name: t.messagesLink })).toHaveAttribute(
      'href',
      paths.student.classMessage,
    );
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('getMyClassProfile', 'empty', { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
    await expect(canvas.getByText(t.headcount('۰'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.messagesLink })).toBeVisible();
  },
};

export const NoClass: Story = {
  decorators: [(Story) => <WithoutClass>{<Story />}</WithoutClass>],
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noClass.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.noClass.action })).toHaveAttribute('href', paths.student.home);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getMyClassProfile', { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getMyClassProfile', 500, undefined, { params: { id: 41 } })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const ClassmateOpen: Story = {
  parameters: { app: { route: `${paths.student.class}?classmate=153`, signedInAs: 'student' } },
  play: async () => {
    // The dialog is portalled to the body, outside the story's canvas.
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'بردیا عباسی' });
    await expect(within(dialog).getByText('چهارم الف، دبستان شهید باهنر')).toBeVisible();
    await expect(within(dialog).getByText(t.classmate.cups).nextElementSibling).toHaveTextContent('۳');
    await expect(within(dialog).getByText('سه روز پشت سر هم')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t.classmate.close })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('متین رضایی')).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
