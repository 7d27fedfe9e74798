import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { InLayout } from '@/testing/story-page';
import { MessagesButton } from './messages-button';
import { RoleLayout } from './role-layout';
import { StudentLayout } from './student-layout';
import { messagesButtonText as t } from './messages-button-strings';

const meta = {
  title: 'App/Shell/Messages button',
  component: MessagesButton,
  render: () => (
    <Box p="md">
      <MessagesButton />
    </Box>
  ),
  parameters: { app: { route: paths.student.home, signedInAs: 'student' } },
} satisfies Meta<typeof MessagesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread messages: the badge shows «۳» and the link says so in Persian. */
export const Unread: Story = {
  parameters: { msw: { handlers: [answeringExample('getChatUnreadCount', 'some')] } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'پیام‌ها، ۳ پیام خوانده‌نشده' });
    await expect(link).toHaveAttribute('href', paths.student.messages);
    await expect(canvas.getByText('۳')).toBeVisible();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** Nothing unread: no badge, the link is just «پیام‌ها». A teacher's leads to her own list. */
export const None: Story = {
  parameters: {
    app: { route: paths.teacher.home, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getChatUnreadCount', 'none')] },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: t.label });
    await expect(link).toHaveAttribute('href', paths.teacher.messages);
    await waitFor(() => expect(canvas.queryByText('۰')).toBeNull());
  },
};

/** The count could not be read: no badge and no error, the link still works. */
export const FailedCall: Story = {
  parameters: {
    app: { route: paths.school.home, signedInAs: 'school' },
    msw: { handlers: [failing('getChatUnreadCount', 500)] },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: t.label });
    await expect(link).toHaveAttribute('href', paths.school.messages);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The admin answers in its own chat list and the office does not chat: no link. */
export const NotForAdmin: Story = {
  parameters: { app: { route: paths.admin.chatList, signedInAs: 'admin' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The header on a phone (390 px): burger, brand, search, messages and settings fit on one line. */
export const InTeacherHeaderOnPhone: Story = {
  render: () => <InLayout layout={RoleLayout} />,
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: paths.teacher.home, signedInAs: 'teacher' },
    msw: { handlers: [answeringExample('getChatUnreadCount', 'some')] },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: 'پیام‌ها، ۳ پیام خوانده‌نشده' });
    await expect(link).toBeVisible();
    const header = canvasElement.ownerDocument.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    // The brand's name stays on one line (44 px link), not wrapped by the extra control.
    const brand = within(header).getByRole('link', { name: common.appName });
    await expect(brand.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The pupil's header (no side menu) on a phone, with the link to her messages. */
export const InStudentHeaderOnPhone: Story = {
  render: () => <InLayout layout={StudentLayout} />,
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [answeringExample('getChatUnreadCount', 'some')] } },
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: 'پیام‌ها، ۳ پیام خوانده‌نشده' });
    await expect(link).toHaveAttribute('href', paths.student.messages);
    const header = canvasElement.ownerDocument.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
