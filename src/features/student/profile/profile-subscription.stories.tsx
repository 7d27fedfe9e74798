import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';
import { t } from './strings';

const profile = answeringExample('getProfile', 'student');
const count = answeringExample('getNewBadgesCount', 'student');
const orders = answeringExample('listPaymentOrders', 'student');

const meta = {
  title: 'Student/Profile subscription',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('subscription'), signedInAs: 'student' },
    msw: { handlers: [profile, count, orders] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const plan = await canvas.findByRole('region', { name: t.subscription.current });
    await expect(within(plan).getByText('اشتراک شش‌ماهه')).toBeVisible();
    await expect(within(plan).getByText('اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeVisible();
    await expect(within(plan).getByRole('link', { name: t.subscription.plans })).toHaveAttribute(
      'href',
      paths.student.plans,
    );
    const list = await canvas.findByRole('list', { name: t.subscription.ordersList });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('۶۹۹٬۰۰۰ تومان');
    await expect(within(items[0]!).getByText(t.subscription.status.paid)).toBeVisible();
    await expect(within(items[0]!).getByText('۱۹۷۴۰۹۲۱۰۸۴۳')).toHaveAttribute('dir', 'ltr');
    await expect(within(items[1]!).getByText(t.subscription.status.failed)).toBeVisible();
    await expect(within(items[2]!).getByText(t.subscription.status.cancelled)).toBeVisible();
    await expect(items[3]).toHaveTextContent(`${t.subscription.discount} (OLD50)`);
    await expect(items[3]).toHaveTextContent('۷۴٬۵۰۰ تومان');
  },
};

export const NoOrders: Story = {
  parameters: { msw: { handlers: [profile, count, answeringExample('listPaymentOrders', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.subscription.noOrders)).toBeVisible();
    await expect(canvas.getByText(t.subscription.noOrdersHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.subscription.plans })).toBeVisible();
  },
};

/**
 * A yearly plan bought while the six-month one runs (issue 25): the running plan stays «فعلی»
 * with its end; the yearly one waits its turn, «در نوبت · از ۲۹ اسفند ۱۴۰۵».
 */
export const QueuedPlan: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getProfile', {
          ...example('getProfile', 'student'),
          queued_plans: [
            { id: 4, title: 'اشتراک یک‌ساله', starts_at: '2027-03-20', expires_at: '2028-03-20', status: 'queued' },
          ],
        }),
        count,
        orders,
      ],
    },
  },
  play: async ({ canvas }) => {
    const plan = await canvas.findByRole('region', { name: t.subscription.current });
    await expect(within(plan).getByText('اشتراک شش‌ماهه')).toBeVisible();
    await expect(within(plan).getByText('اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeVisible();
    const queued = within(plan).getByRole('list', { name: t.subscription.queued });
    const items = within(queued).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('اشتراک یک‌ساله');
    await expect(items[0]).toHaveTextContent('در نوبت · از ۲۹ اسفند ۱۴۰۵');
  },
};

/** No plan: «بدون اشتراک», and the way to the plans stays. */
export const NoPlan: Story = {
  parameters: {
    msw: {
      handlers: [answering('getProfile', { ...example('getProfile', 'student'), plan: null }), count, orders],
    },
  },
  play: async ({ canvas }) => {
    const plan = await canvas.findByRole('region', { name: t.subscription.current });
    await expect(within(plan).getByText(t.noPlan)).toBeVisible();
    await expect(within(plan).getByRole('link', { name: t.subscription.plans })).toBeVisible();
  },
};

/** Many orders: a page at a time, page numbers in Persian digits. */
export const ManyPages: Story = {
  parameters: {
    msw: {
      handlers: [
        profile,
        count,
        answering('listPaymentOrders', { ...example('listPaymentOrders', 'student'), count: 24, total_pages: 3 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('button', { name: t.subscription.page(3) });
    await expect(pages).toHaveTextContent('۳');
    await expect(canvas.getByRole('button', { name: t.subscription.controls.next })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profile, count, pending('listPaymentOrders')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('اشتراک شش‌ماهه')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [profile, count, failing('listPaymentOrders', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.subscription.current })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: t.subscription.ordersList });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
