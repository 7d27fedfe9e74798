import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { ChatListScreen } from './chat-list-screen';
import { manyConversations, searchable, USERS } from './fixtures';
import { chatText } from '@/shared/chat/strings';
import { t } from './strings';

/** The list with the router's address shown, so a play function can read what a reload keeps. */
function ChatListStory() {
  return (
    <>
      <ChatListScreen />
      <Where />
    </>
  );
}

const searchHref = (word: string) => `${paths.admin.chatList}?word=${encodeURIComponent(word)}`;

const meta = {
  title: 'Admin/Chat list',
  component: ChatListStory,
  parameters: {
    app: { route: paths.admin.chatList, signedInAs: 'admin' },
    msw: { handlers: [searchable()] },
  },
} satisfies Meta<typeof ChatListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByText(t.count(34))).toBeVisible();
    const row = canvas.getByRole('link', { name: /سوگند شیرازی/ });
    await expect(row).toHaveAttribute('href', paths.admin.chatHref(160));
    await expect(within(row).getByText('۲')).toBeVisible();
    await expect(within(row).getByText(chatText.unread(2))).toBeInTheDocument();
    await expect(within(row).getByText('دانش‌آموز چهارم الف — دبستان شهید باهنر')).toBeVisible();
  },
};

export const SearchResults: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(t.count(34));
    await userEvent.type(canvas.getByRole('searchbox', { name: t.search }), 'تخفیف');
    const messages = await canvas.findByRole('region', { name: t.messages });
    await expect(within(canvas.getByRole('region', { name: t.users })).getByText(t.noUsers)).toBeVisible();
    const sara = within(messages).getByRole('link', { name: /سارا احمدی/ });
    await expect(sara).toHaveAttribute('href', paths.admin.chatHref(101, 10306));
    await expect(sara.querySelector('mark')).toHaveTextContent('تخفیف');
    await expect(within(canvasElement).getByLabelText('where')).toHaveTextContent(searchHref('تخفیف'));
  },
};

export const NoMatch: Story = {
  parameters: { app: { route: searchHref('زرافه'), signedInAs: 'admin' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.noMatch.title)).toBeVisible();
    await expect(canvas.getByText(t.noMatch.description('زرافه'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.clearSearch })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [answeringExample(USERS, 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(USERS)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(USERS, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The `large` world's hundreds of conversations: a hundred at first, more on request. */
export const LongList: Story = {
  parameters: { msw: { handlers: [answering(USERS, manyConversations(400))] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t.count(400))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(canvas.getByRole('button', { name: t.showMore(300) }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(200));
  },
};

/** The conversations on a phone: long names and schools are cut short, nothing scrolls sideways. */
export const MobileList: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: /سارا احمدی/ }))[0]).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { app: { route: searchHref('تخفیف'), signedInAs: 'admin' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t.messages })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
