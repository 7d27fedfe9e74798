import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { PaymentOrder } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { CheckoutScreen } from './checkout-screen';
import { t } from './strings';

const plan = answeringExample('getPaymentPlan', 'student');
const plans = answeringExample('listPaymentPlans', 'student');
const check = (name: string, status = 200) => answeringExample('checkDiscountCode', name, { status });
const created = (order: Partial<PaymentOrder> = {}) =>
  answering('createPaymentOrder', { ...example('createPaymentOrder', 'withCode', '201'), ...order }, { status: 201 });

function Screen() {
  return (
    <Routes>
      <Route path={paths.student.payments} element={<CheckoutScreen />} />
      <Route path={paths.student.payment} element={<CheckoutScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Payment',
  component: Screen,
  parameters: {
    app: { route: paths.student.paymentHref(2), signedInAs: 'student' },
    msw: { handlers: [plan, plans, check('percent'), created()] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = () => screen.getByRole('region', { name: t.checkout.summaryTitle });
const codeField = () => screen.findByRole('textbox', { name: new RegExp(t.checkout.codeLabel) });

/** Types a code (Persian digits welcome) and asks for it to be checked. */
async function tryCode(
  userEvent: { type: (e: Element, text: string) => Promise<void>; click: (e: Element) => Promise<void> },
  code: string,
) {
  await userEvent.type(await codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: t.checkout.check }));
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    const rows = await canvas.findByRole('region', { name: t.checkout.summaryTitle });
    await expect(within(rows).getByText('اشتراک شش‌ماهه')).toBeVisible();
    await expect(within(rows).getByText('۶ ماه')).toBeVisible();
    await expect(within(rows).getAllByText('۶۹۹٬۰۰۰ تومان')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t.checkout.check })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.checkout.pay })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t.backToPlans })).toHaveAttribute('href', paths.student.plans);
  },
};

/** NOWRUZ1406 typed with Persian digits: 20% off, the new price and the line taken off. */
export const DiscountPercent: Story = {
  play: async ({ userEvent }) => {
    await tryCode(userEvent, 'NOWRUZ۱۴۰۶');
    await expect(await screen.findByText(t.checkout.codeApplied('NOWRUZ1406', '۲۰٪ تخفیف'))).toBeVisible();
    await expect(screen.getByText(t.checkout.newPrice(5592000))).toHaveTextContent('۵۵۹٬۲۰۰ تومان');
    await expect(within(summary()).getByText(t.checkout.codeDiscount('NOWRUZ1406'))).toBeVisible();
    await expect(within(summary()).getByText('۱۳۹٬۸۰۰ تومان')).toBeVisible();
  },
};

/** BAHONAR, the school's fixed code: ۵۰٬۰۰۰ تومان off. */
export const DiscountAmount: Story = {
  parameters: { msw: { handlers: [plan, check('amount'), created()] } },
  play: async ({ userEvent }) => {
    await tryCode(userEvent, 'bahonar');
    await expect(
      await screen.findByText(t.checkout.codeApplied('BAHONAR', t.checkout.amountOff(500000))),
    ).toHaveTextContent('۵۰٬۰۰۰ تومان تخفیف');
    await expect(within(summary()).getByText('۶۴۹٬۰۰۰ تومان')).toBeVisible();
  },
};

/** Arrived with a campaign code (/plans?code=… carried it here): filled in and checked at once. */
export const CampaignCode: Story = {
  parameters: { app: { route: `${paths.student.paymentHref(2)}?code=NOWRUZ1406`, signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(await codeField()).toHaveValue('NOWRUZ1406');
    await expect(await canvas.findByText(t.checkout.newPrice(5592000))).toBeVisible();
  },
};

/** Each refusal shows the server's reason as the field's error; what was typed stays. */
function refused(name: string, code: string, detail: string): Story {
  return {
    parameters: { msw: { handlers: [plan, check(name, 400), created()] } },
    play: async ({ userEvent }) => {
      await tryCode(userEvent, code);
      const field = await codeField();
      await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(detail)));
      await expect(screen.getByText(detail)).toBeVisible();
      await expect(field).toHaveValue(code);
      await expect(within(summary()).getAllByText('۶۹۹٬۰۰۰ تومان')).toHaveLength(2);
    },
  };
}

export const DiscountInvalid = refused('invalid', 'HICHI', 'کد تخفیف معتبر نیست.');
export const DiscountExpired = refused('expired', 'OLD50', 'مهلت استفاده از این کد تخفیف تمام شده است.');
export const DiscountOtherPlan = refused('otherPlan', 'MEHR10', 'این کد تخفیف برای طرح انتخاب‌شده قابل استفاده نیست.');

/** The order is being made: «پرداخت» is busy and cannot be pressed again. */
export const Paying: Story = {
  parameters: { msw: { handlers: [plan, pending('createPaymentOrder')] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.checkout.pay }));
    await expect(await canvas.findByText(t.checkout.creating)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.checkout.pay })).toBeDisabled();
  },
};

/**
 * Created: the page leaves for `gateway_url` with a full navigation. Here the address is only a
 * fragment of the story's own page, so the story stays; the page says it is going to the bank.
 */
export const LeavingForTheBank: Story = {
  parameters: { msw: { handlers: [plan, created({ gateway_url: '#bank-58231' })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.checkout.pay }));
    await expect(await canvas.findByText(t.checkout.leaving)).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#bank-58231'));
    await expect(canvas.getByRole('button', { name: t.checkout.pay })).toBeDisabled();
    history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** The code ran out between check and pay: the server's reason, the code kept, pay again possible. */
export const CreateFailing: Story = {
  parameters: {
    msw: {
      handlers: [plan, check('percent'), answeringExample('createPaymentOrder', 'codeUsedUp', { status: 400 })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryCode(userEvent, 'NOWRUZ1406');
    await canvas.findByText(t.checkout.newPrice(5592000));
    await userEvent.click(canvas.getByRole('button', { name: t.checkout.pay }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ظرفیت این کد تخفیف تمام شده است.');
    await expect(await codeField()).toHaveValue('NOWRUZ1406');
    await expect(canvas.getByRole('button', { name: t.checkout.pay })).toBeEnabled();
  },
};

/** /payment: a plan picker on the recommended plan; another choice changes the summary. */
export const PlanPicker: Story = {
  parameters: { app: { route: paths.student.payments, signedInAs: 'student' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: `اشتراک شش‌ماهه، ${t.current}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'اشتراک سه‌ماهه' }));
    await expect(within(summary()).getAllByText('۳۹۹٬۰۰۰ تومان')).toHaveLength(2);
    await expect(within(summary()).getByText('۳ ماه')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    app: { route: paths.student.paymentHref(99), signedInAs: 'student' },
    msw: { handlers: [answeringExample('getPaymentPlan', 'default', { status: 404 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.checkout.notFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.seePlans })).toHaveAttribute('href', paths.student.plans);
  },
};

export const Empty: Story = {
  parameters: {
    app: { route: paths.student.payments, signedInAs: 'student' },
    msw: { handlers: [answeringExample('listPaymentPlans', 'empty')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.plans.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getPaymentPlan')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getPaymentPlan', 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ userEvent }) => {
    await tryCode(userEvent, 'NOWRUZ1406');
    await screen.findByText(t.checkout.newPrice(5592000));
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
