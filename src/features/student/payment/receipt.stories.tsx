import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type { PaymentReceipt } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ReceiptScreen } from './receipt-screen';
import { t } from './strings';

const receipt = (name: string) => answeringExample('getPaymentReceipt', name);
const failed = example('getPaymentReceipt', 'failed');
/** The contract has no cancelled example: the failed one, as the world words a cancel at the bank. */
const cancelled: PaymentReceipt = {
  ...failed,
  order_id: 58230,
  status: 'cancelled',
  message: 'پرداخت لغو شد و مبلغی از حساب شما کم نشد.',
};
const at = (status: string, orderId: number | null = 58231) =>
  orderId === null
    ? paths.student.bankReceiptHref(status)
    : `${paths.student.bankReceiptHref(status)}?orderId=${orderId}`;

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.bankReceipt} element={<ReceiptScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Bank receipt',
  component: Screen,
  parameters: {
    app: { route: at('paid'), signedInAs: 'student' },
    msw: { handlers: [receipt('paid')] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: plan, Toman, reference and card (left to right), Jalali time and new end, what next. */
export const Paid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.titles.paid })).toBeVisible();
    await expect(canvas.getByText(t.receipt.leads.paid)).toBeVisible();
    // «شما» as a word, not inside «شماره».
    await expect(canvasElement.textContent).not.toMatch(/(?<![\u0600-\u06FF])شما(?![\u0600-\u06FF])/u);
    const details = canvas.getByRole('region', { name: t.receipt.detailsLabel });
    await expect(within(details).getByText('۶۹۹٬۰۰۰ تومان')).toBeVisible();
    await expect(within(details).getByText('۱۹۷۴۰۹۲۱۰۸۴۳')).toHaveAttribute('dir', 'ltr');
    await expect(within(details).getByText('۶۲۷۴-۱۲**-****-۹۳۳۵')).toBeVisible();
    await expect(within(details).getByText('۲۹ شهریور ۱۴۰۵، ۱۹:۴۴')).toBeVisible();
    await expect(within(details).getByText('۲۹ اسفند ۱۴۰۵')).toBeVisible();
    await expect(within(details).getByText('۵۸۲۳۱')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.receipt.toDashboard })).toHaveAttribute('href', paths.student.home);
    await expect(canvas.getByRole('link', { name: t.receipt.toSubscription })).toHaveAttribute(
      'href',
      paths.student.profileTabHref('subscription'),
    );
  },
};

/** Failed: the server's line, «تلاش دوباره» for the same plan (2) and the way back to the plans. */
export const Failed: Story = {
  parameters: { app: { route: at('failed', 58229), signedInAs: 'student' }, msw: { handlers: [receipt('failed')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.titles.failed })).toBeVisible();
    await expect(canvas.getByText(t.receipt.leads.failed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.receipt.retry })).toHaveAttribute(
      'href',
      paths.student.paymentHref(2),
    );
    await expect(canvas.getByRole('link', { name: t.backToPlans })).toHaveAttribute('href', paths.student.plans);
    await expect(canvas.queryByText(t.receipt.reference)).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: {
    app: { route: at('cancelled', 58230), signedInAs: 'student' },
    msw: { handlers: [answering('getPaymentReceipt', cancelled)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.titles.cancelled })).toBeVisible();
    await expect(canvas.getByText(t.receipt.leads.cancelled)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.receipt.retry })).toHaveAttribute(
      'href',
      paths.student.paymentHref(2),
    );
  },
};

/** Pending: «در انتظار تأیید بانک…», asked again every 3 s (the story's answer stays pending). */
export const Pending: Story = {
  parameters: { app: { route: at('pending'), signedInAs: 'student' }, msw: { handlers: [receipt('pending')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.titles.pending })).toBeVisible();
    await expect(canvas.getByText(t.receipt.polling)).toBeVisible();
    await expect(canvas.getByText('۵۵۹٬۲۰۰ تومان')).toBeVisible();
  },
};

/** No ?orderId=: a friendly not-found with the plans and the subscription tab. */
export const Missing: Story = {
  parameters: { app: { route: at('paid', null), signedInAs: 'student' }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.missing })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.seePlans })).toHaveAttribute('href', paths.student.plans);
    await expect(canvas.getByRole('link', { name: t.receipt.toSubscription })).toHaveAttribute(
      'href',
      paths.student.profileTabHref('subscription'),
    );
  },
};

/** Someone else's order, or none: the server's 404 reads as the same not-found. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [answeringExample('getPaymentReceipt', 'default', { status: 404 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.receipt.missing })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getPaymentReceipt')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.receipt.heading })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getPaymentReceipt', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: t.receipt.titles.paid });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
