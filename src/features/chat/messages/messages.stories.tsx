import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { MessagesScreen } from './messages-screen';
import { chatText } from '@/shared/chat/strings';
import { t } from './strings';

const USERS = 'listChatUsers' as const;
const users = (name: string) => answeringExample(USERS, name);

const meta = {
  title: 'Chat/Messages',
  component: MessagesScreen,
  parameters: {
    app: { route: paths.student.messages, signedInAs: 'student' },
    msw: { handlers: [users('student')] },
  },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's links, in order. */
const links = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: t.listLabel })).getAllByRole('link');

/** A pupil: support first, then her teacher, each linking to the conversation by user id. */
export const LoadedStudent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const [support, teacher] = await links(canvas);
    await expect(support).toHaveTextContent(t.support);
    await expect(support).toHaveTextContent('نرگس صادقی، پشتیبانی دانش');
    await expect(support).toHaveAttribute('href', paths.student.messageThreadHref(501));
    await expect(teacher).toHaveTextContent('مریم رضایی');
    await expect(teacher).toHaveTextContent('معلم چهارم الف');
    await expect(teacher).toHaveTextContent('ممنون خانم، فهمیدم! ۷۵۶ شد. 🌸');
    await expect(teacher).toHaveAttribute('href', paths.student.messageThreadHref(201));
  },
};

/** A teacher: support moves to the top; a pupil's unread message shows as a badge. */
export const LoadedTeacher: Story = {
  parameters: {
    app: { route: paths.teacher.messages, signedInAs: 'teacher' },
    msw: { handlers: [users('teacher')] },
  },
  play: async ({ canvas }) => {
    const [support, sara] = await links(canvas);
    await expect(support).toHaveTextContent(t.support);
    await expect(sara).toHaveTextContent('سارا احمدی');
    await expect(sara).toHaveTextContent(chatText.unread(1));
    await expect(sara).toHaveAttribute('href', paths.teacher.messageThreadHref(101));
    await expect(canvas.getAllByText('هنوز پیامی نفرستاده‌اید.').length).toBeGreaterThan(0);
  },
};

/** A manager: his teachers and support, under /school. */
export const LoadedSchool: Story = {
  parameters: {
    app: { route: paths.school.messages, signedInAs: 'school' },
    msw: { handlers: [users('school')] },
  },
  play: async ({ canvas }) => {
    const list = await links(canvas);
    await expect(list).toHaveLength(8);
    await expect(list[0]).toHaveAttribute('href', paths.school.messageThreadHref(501));
    await expect(list[1]).toHaveAttribute('href', paths.school.messageThreadHref(201));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [users('empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(USERS)] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(USERS, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** At 390 px the cards fit: long names and messages are cut, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: paths.teacher.messages, signedInAs: 'teacher' },
    msw: { handlers: [users('teacher')] },
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await links(canvas);
    await expect(first!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
