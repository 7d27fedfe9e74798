import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type { OperationId } from '@/api/generated/operations';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { MirageItemScreen } from './mirage-item-screen';
import { t, type DemoList } from './strings';

/** Each demo list's call: operationId and its loaded example's name. */
const CALLS = {
  kanban: ['getDevKanbanBoard', 'board'],
  calendar: ['listDevCalendarEvents', 'events'],
  mail: ['listDevMails', 'inbox'],
  posts: ['listDevPosts', 'posts'],
  products: ['listDevProducts', 'products'],
} as const satisfies Record<DemoList, readonly [OperationId, string]>;

const loaded = (list: DemoList) => [answeringExample(CALLS[list][0], CALLS[list][1])];
const empty = (list: DemoList) => [answeringExample(CALLS[list][0], 'empty')];
const at = (list: DemoList) => ({ app: { route: paths.lab.mirageItemHref(list), signedInAs: 'teacher' } });

/** The route as the app mounts it: the screen reads `:slug`. */
function MirageItemRoute() {
  return (
    <Routes>
      <Route path={paths.lab.mirageItem} element={<MirageItemScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Lab/Mirage list',
  component: MirageItemRoute,
  parameters: { ...at('kanban'), msw: { handlers: loaded('kanban') } },
} satisfies Meta<typeof MirageItemRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns with their cards: priority, labels, assignee and the due date in Jalali. */
export const KanbanLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.mirage.lists.kanban.title);
    const todo = await canvas.findByRole('region', { name: 'برای انجام' });
    await expect(within(todo).getByText(t.kanban.count(2))).toBeVisible();
    const card = within(todo).getByRole('article', { name: 'طراحی کارت تمرین «کسرهای هم‌ارز»' });
    await expect(within(card).getByText(t.kanban.priority.high)).toBeVisible();
    await expect(within(card).getByText('مهلت: ۷ آذر ۱۴۰۵')).toBeVisible();
    await expect(within(card).getByText(t.kanban.assignee('مریم رضایی'))).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'انجام‌شده' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.mirage.backToMirage })).toHaveAttribute('href', '/lab/mirage');
  },
};

export const KanbanEmpty: Story = {
  parameters: { msw: { handlers: empty('kanban') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.kanban.emptyBoard)).toBeVisible();
  },
};

/** Events under their Jalali month, in time order; all-day and multi-day events say so. */
export const CalendarLoaded: Story = {
  parameters: { ...at('calendar'), msw: { handlers: loaded('calendar') } },
  play: async ({ canvas }) => {
    const azar = await canvas.findByRole('region', { name: 'آذر ۱۴۰۵' });
    await expect(within(azar).getByText(t.calendar.events(3))).toBeVisible();
    const items = within(azar).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('جلسه اولیا و مربیان');
    await expect(items[0]).toHaveTextContent('۵ آذر ۱۴۰۵، از ۱۰:۰۰ تا ۱۱:۳۰');
    await expect(items[2]).toHaveTextContent(`۳۰ آذر ۱۴۰۵، ${t.calendar.allDay}`);
    const dey = canvas.getByRole('region', { name: 'دی ۱۴۰۵' });
    await expect(within(dey).getByText(t.calendar.range('۱ دی ۱۴۰۵', '۱۵ دی ۱۴۰۵'))).toBeVisible();
  },
};

export const CalendarEmpty: Story = {
  parameters: { ...at('calendar'), msw: { handlers: empty('calendar') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.calendar.empty)).toBeVisible();
  },
};

export const MailLoaded: Story = {
  parameters: { ...at('mail'), msw: { handlers: loaded('mail') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('برنامه جلسه اولیا')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('۳۰ آبان ۱۴۰۵، ۰۹:۱۲')).toBeVisible();
    await expect(canvas.getAllByText(t.mail.unread)).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: t.mail.folders.inbox })).toBeChecked();
  },
};

export const MailEmpty: Story = {
  parameters: { ...at('mail'), msw: { handlers: empty('mail') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.mail.empty)).toBeVisible();
  },
};

export const PostsLoaded: Story = {
  parameters: { ...at('posts'), msw: { handlers: loaded('posts') } },
  play: async ({ canvas }) => {
    const post = await canvas.findByRole('article', { name: '۵ بازی برای یاد دادن کسرها در کلاس چهارم' });
    await expect(within(post).getByText(t.posts.byline('مریم رضایی', '۱۹ آبان ۱۴۰۵'))).toBeVisible();
    await expect(within(post).getByText('۱٬۲۸۴ بازدید')).toBeVisible();
    await expect(within(post).getByText('۲۳ دیدگاه')).toBeVisible();
  },
};

export const PostsEmpty: Story = {
  parameters: { ...at('posts'), msw: { handlers: empty('posts') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.posts.empty)).toBeVisible();
  },
};

/** Rial prices shown in Toman; a sale price with the old one struck through; out of stock said. */
export const ProductsLoaded: Story = {
  parameters: { ...at('products'), msw: { handlers: loaded('products') } },
  play: async ({ canvas }) => {
    const book = await canvas.findByRole('article', { name: 'کتاب کار ریاضی چهارم' });
    await expect(within(book).getByText('۲۴۵٬۰۰۰ تومان')).toBeVisible();
    await expect(within(book).getByText(t.products.oldPrice('۲۸۵٬۰۰۰ تومان'))).toBeVisible();
    const cards = canvas.getByRole('article', { name: 'کارت‌های بازی نشانه‌های نگارشی' });
    await expect(within(cards).getByText(t.products.outOfStock)).toBeVisible();
    await expect(within(cards).getByText('امتیاز ۴٫۲ از ۵')).toBeVisible();
  },
};

export const ProductsEmpty: Story = {
  parameters: { ...at('products'), msw: { handlers: empty('products') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.products.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CALLS.kanban[0])] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.mirage.lists.kanban.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { ...at('posts'), msw: { handlers: [failing(CALLS.posts[0], 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** A slug that is none of the five lists says so and links back. */
export const UnknownList: Story = {
  parameters: { app: { route: paths.lab.mirageItemHref('weather'), signedInAs: 'teacher' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.mirage.unknown.title);
    await expect(canvas.getByRole('link', { name: t.mirage.backToMirage })).toHaveAttribute('href', '/lab/mirage');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'در حال انجام' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const MailMobile: Story = {
  parameters: { ...at('mail'), msw: { handlers: loaded('mail') } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('برنامه جلسه اولیا')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const radio of canvas.getAllByRole('radio')) {
      const label = document.querySelector(`label[for="${radio.id}"]`);
      await expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
