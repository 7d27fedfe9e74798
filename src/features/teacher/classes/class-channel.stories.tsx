import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChannelMessage } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing, handling, pending } from '@/testing/handlers';
import { ClassCourseRoutes, EDIT_MESSAGE, MESSAGES, POST_MESSAGE, channelPage, classCard, newest } from './fixtures';
import { t } from './strings';

/** A message with a safe link and markup typed as text, on top of the world's channel. */
const withLink: ChannelMessage = {
  ...newest,
  id: 50001,
  message: 'فیلم تقریب: https://www.aparat.com/v/tagrib-4 و این را ننویسید: <b>javascript:alert(1)</b>',
  created_at: '2026-11-21T09:05:00+03:30',
};
const thread = { ...channelPage, count: channelPage.count + 1, results: [withLink, ...channelPage.results] };

const meta = {
  title: 'Teacher/Class course/Messages',
  component: ClassCourseRoutes,
  parameters: {
    app: { route: paths.teacher.classCourseHref(41, 401, 'messages'), signedInAs: 'teacher' },
    msw: { handlers: [classCard, answering(MESSAGES, thread)] },
  },
} satisfies Meta<typeof ClassCourseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = 'بچه‌ها، فردا کتاب علوم را هم بیاورید.';

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(newest.message)).toBeVisible();
    const link = canvas.getByRole('link', { name: /aparat\.com/ });
    await expect(link).toHaveAttribute('href', 'https://www.aparat.com/v/tagrib-4');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/<b>javascript:alert\(1\)<\/b>/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.tabs.messages })).toHaveAttribute('aria-current', 'page');
    const edits = canvas.getAllByRole('link', { name: /^ویرایش پیام/ });
    await expect(edits[1]).toHaveAttribute('href', paths.teacher.classCourseEditHref(41, 401, 'messages', newest.id));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(newest.message)).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [classCard, pending(MESSAGES)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [classCard, answeringExample('listChannelMessages', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.channel.empty.title)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.channel.composerLabel })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [classCard, failing(MESSAGES, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const PostFails: Story = {
  parameters: {
    msw: { handlers: [classCard, answering(MESSAGES, thread), failing(POST_MESSAGE, 500, null)] },
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: t.channel.composerLabel });
    await userEvent.type(box, typed);
    await userEvent.click(canvas.getByRole('button', { name: t.channel.send }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.sendInformation);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(box).toHaveValue(typed);
  },
};

export const EditMode: Story = {
  parameters: {
    app: {
      route: paths.teacher.classCourseEditHref(41, 401, 'messages', newest.id),
      signedInAs: 'teacher',
    },
    msw: {
      handlers: [
        classCard,
        answering(MESSAGES, thread),
        handling(EDIT_MESSAGE, () => ({ ...newest, edited_at: '2026-11-22T09:00:00+03:30' })),
      ],
    },
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: t.channel.editLabel });
    await expect(box).toHaveValue(newest.message);
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t.channel.cancel })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(41, 401, 'messages'),
    );
    await expect(canvas.getByRole('button', { name: t.channel.save })).toBeEnabled();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas }) => {
    // The thread's first answer can take more than the default second on a loaded 2-core runner.
    await userEvent.click((await canvas.findAllByRole('button', { name: /^حذف پیام/ }, { timeout: 4000 }))[1]!);
    const dialog = await screen.findByRole('dialog', { name: t.channel.confirm.title });
    await waitFor(() => expect(within(dialog).getByText(t.channel.confirm.body)).toBeVisible());
    await expect(within(dialog).getByText(newest.message)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t.channel.confirm.yes })).toBeVisible();
  },
};
