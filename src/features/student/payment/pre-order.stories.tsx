import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { daysUntil, iranToday } from '@/shared/dates';
import { coverPeriod } from './payment-values';
import { PreOrderScreen } from './pre-order-screen';
import { t } from './strings';

const plans = answeringExample('listPaymentPlans', 'student');
const sara = example('getProfile', 'student');
const profile = answering('getProfile', sara);

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.preOrder} element={<PreOrderScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Pre-order',
  component: Screen,
  parameters: {
    app: { route: '/pre-order?plan=2', signedInAs: 'student' },
    msw: { handlers: [plans, profile] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period as the page computes it today (stories run at the real date, the world's plan is fixed). */
const periodText = (months: number, current = sara.plan) => {
  const { from, to } = coverPeriod(iranToday(), current ? [current, ...sara.queued_plans] : [], months);
  return t.preOrder.period(formatJalaliDate(from), formatJalaliDate(to));
};

/** Sara's six-month plan now, the six-month plan chosen, its features and period, «ادامه و پرداخت». */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const now = await canvas.findByRole('region', { name: t.preOrder.currentTitle });
    await expect(within(now).getByText('اشتراک شش‌ماهه')).toBeVisible();
    const end = formatJalaliDate(sara.plan!.expires_at);
    const days = daysUntil(sara.plan!.expires_at, iranToday());
    await expect(
      within(now).getByText(
        sara.plan!.status === 'ended' ? t.preOrder.endedOn(end) : t.preOrder.validFor(end, Math.max(0, days)),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: `اشتراک شش‌ماهه، ${t.current}` })).toBeChecked();
    await expect(canvas.getByRole('list', { name: t.featuresOf('اشتراک شش‌ماهه') })).toBeVisible();
    await expect(canvas.getByText(periodText(6))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.preOrder.continue })).toHaveAttribute('href', '/payment/2');
    await expect(canvas.getByRole('link', { name: t.backToPlans })).toHaveAttribute('href', paths.student.plans);
  },
};

/** Choosing the yearly plan: its features and period, and the link moves to /payment/4. */
export const ChooseAnother: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'اشتراک یک‌ساله' }));
    await expect(canvas.getByRole('radio', { name: 'اشتراک یک‌ساله' })).toBeChecked();
    await expect(canvas.getByRole('list', { name: t.featuresOf('اشتراک یک‌ساله') })).toBeVisible();
    await expect(canvas.getByText(periodText(12))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.preOrder.continue })).toHaveAttribute('href', '/payment/4');
  },
};

/** No subscription: «الان اشتراکی نداری» and the period starts today; no ?plan= starts on the recommended plan. */
export const NoPlan: Story = {
  parameters: {
    app: { route: paths.student.preOrder, signedInAs: 'student' },
    msw: { handlers: [plans, answering('getProfile', { ...sara, plan: null })] },
  },
  play: async ({ canvas }) => {
    const now = await canvas.findByRole('region', { name: t.preOrder.currentTitle });
    await expect(within(now).getByText(t.preOrder.noPlan)).toBeVisible();
    await expect(canvas.getByText(periodText(6, null))).toBeVisible();
    await expect(canvas.queryByText(t.preOrder.afterCurrent)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('listPaymentPlans', 'empty'), profile] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.plans.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('listPaymentPlans'), profile] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.preOrder.title })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [plans, failing('getProfile', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: t.preOrder.continue });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
