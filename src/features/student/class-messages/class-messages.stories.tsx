import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChannelMessage, ChannelMessagePage } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, handling, pending } from '@/testing/handlers';
import { ClassMessagesScreen } from './class-messages-screen';
import { channelText } from '@/shared/channel/strings';
import { t } from './strings';

const world = example('listChannelMessages', 'student');
const teacher = world.results[0]!.sender;

/** A picture the teacher shares by its address (the channel is text only), served by the app itself. */
const picture = (file: string) => new URL(`/media/chat/${file}`, window.location.origin).href;

function note(id: number, message: string, created_at: string, edited = false): ChannelMessage {
  return {
    id,
    class_id: 41,
    course_id: 401,
    message,
    sender: { ...teacher, profile_url: '/media/avatars/owl.svg' },
    created_at,
    edited_at: edited ? created_at : null,
    is_mine: false,
  };
}

/** A long thread: the world's messages with newer ones carrying links, pictures and markup typed as text. */
const newer: ChannelMessage[] = [
  note(50005, `عکس دفتر یکی از بچه‌ها؛ ببینید چه مرتب نوشته:\n${picture('notebook.svg')}`, '2026-11-21T18:10:00+03:30'),
  note(
    50004,
    'فیلم آموزشی تقریب را اینجا ببینید: https://www.aparat.com/v/tagrib-4 و بعد تمرین کنید.',
    '2026-11-21T09:05:00+03:30',
  ),
  note(
    50003,
    'این را ننویسید: <b>javascript:alert(1)</b> — فقط نشانی‌های https باز می‌شوند.',
    '2026-11-20T12:00:00+03:30',
    true,
  ),
  note(50002, `راهنمای آزمون فردا:\n${picture('quiz-guide.svg')}\nموفق باشید!`, '2026-11-20T07:40:00+03:30'),
  note(50001, 'سلام بچه‌ها،\nفردا کلاس جبرانی داریم.\nساعت ۱۰ در کلاس باشید.', '2026-11-19T16:20:00+03:30'),
];
const older: ChannelMessage[] = [note(40001, 'اولین پیام کلاس: خوش آمدید! 🌱', '2026-09-23T08:00:00+03:30')];
const pages: ChannelMessagePage[] = [
  { count: 18, page: 1, size: 20, total_pages: 2, results: [...newer, ...world.results] },
  { count: 18, page: 2, size: 20, total_pages: 2, results: older },
];
const byPage = handling('listChannelMessages', ({ query }) => {
  const page = Number(query.get('page') ?? '1');
  return pages[page - 1] ?? { ...pages[0]!, page, results: [] };
});

const meta = {
  title: 'Student/Class messages',
  component: ClassMessagesScreen,
  parameters: {
    app: { route: paths.student.classMessage, signedInAs: 'student' },
    msw: { handlers: [byPage] },
  },
} satisfies Meta<typeof ClassMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const days = await canvas.findAllByRole('heading', { level: 2 });
    await expect(days[0]).toHaveTextContent('۳۰ آبان ۱۴۰۵');
    const link = canvas.getByRole('link', { name: /aparat\.com/ });
    await expect(link).toHaveAttribute('href', 'https://www.aparat.com/v/tagrib-4');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/<b>javascript:alert\(1\)<\/b>/)).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: channelText.imageAlt('مریم رضایی') })).toHaveLength(2);
    await expect(canvas.getByRole('tab', { name: 'ریاضی چهارم' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: t.backToClass })).toHaveAttribute('href', paths.student.class);
    await userEvent.click(canvas.getByRole('button', { name: t.older }));
    await expect(await canvas.findByText(/اولین پیام کلاس/)).toBeVisible();
    await expect(canvas.getByText(t.noOlder)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('listChannelMessages', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز پیامی در کلاس نیست')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listChannelMessages')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('listChannelMessages', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /aparat\.com/ })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
