import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CheckoutScreen } from './checkout-screen';
import { t } from './strings';

const assign = vi.fn();

beforeEach(() => {
  // The page leaves for the bank with a full navigation; jsdom cannot navigate, so it is recorded.
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

function renderCheckout(route = paths.student.paymentHref(2)) {
  return renderWithApp(
    <Routes>
      <Route path={paths.student.payments} element={<CheckoutScreen />} />
      <Route path={paths.student.payment} element={<CheckoutScreen />} />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

/** Records each create's body and answers the contract's order. */
function recordCreates(answer: 'withCode' | 'withoutCode' = 'withCode') {
  const bodies: unknown[] = [];
  server.use(
    handling('createPaymentOrder', async (call) => {
      bodies.push(await call.body());
      await delay(50);
      return HttpResponse.json(example('createPaymentOrder', answer, '201'), { status: 201 });
    }),
  );
  return bodies;
}

const codeField = () => screen.findByRole('textbox', { name: new RegExp(t.checkout.codeLabel) });

describe('CheckoutScreen', () => {
  it('checks the code with the plan id and Latin digits, and shows what it takes off', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      handling('checkDiscountCode', ({ query }) => {
        asked.push(query);
        return example('checkDiscountCode', 'percent');
      }),
    );
    renderCheckout();
    await userEvent.type(await codeField(), ' nowruz۱۴۰۶ ');
    await userEvent.click(screen.getByRole('button', { name: t.checkout.check }));
    expect(await screen.findByText(t.checkout.codeApplied('NOWRUZ1406', '۲۰٪ تخفیف'))).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toEqual({ planId: '2', code: 'nowruz1406' });
    expect(screen.getByText(t.checkout.newPrice(5592000))).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: t.checkout.summaryTitle });
    expect(within(summary).getByText('۱۳۹٬۸۰۰ تومان')).toBeInTheDocument();
    expect(within(summary).getByText('۵۵۹٬۲۰۰ تومان')).toBeInTheDocument();
  });

  it('shows a refusal’s Persian reason next to the field and keeps what was typed', async () => {
    server.use(answeringExample('checkDiscountCode', 'expired', { status: 400 }));
    renderCheckout();
    const field = await codeField();
    await userEvent.type(field, 'OLD50');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/مهلت استفاده از این کد تخفیف تمام شده است/));
    expect(field).toHaveValue('OLD50');
    const summary = screen.getByRole('region', { name: t.checkout.summaryTitle });
    expect(within(summary).getAllByText('۶۹۹٬۰۰۰ تومان')).toHaveLength(2);
  });

  it('creates the order with the plan and the accepted code, then leaves for the gateway', async () => {
    server.use(answeringExample('checkDiscountCode', 'percent'));
    const bodies = recordCreates();
    renderCheckout();
    await userEvent.type(await codeField(), 'NOWRUZ۱۴۰۶');
    await userEvent.click(screen.getByRole('button', { name: t.checkout.check }));
    await screen.findByText(t.checkout.newPrice(5592000));
    await userEvent.click(screen.getByRole('button', { name: t.checkout.pay }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__mock/bank/58231'));
    expect(bodies).toEqual([{ plan_id: 2, discount_code: 'NOWRUZ1406' }]);
    expect(await screen.findByText(t.checkout.leaving)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.checkout.pay })).toBeDisabled();
  });

  it('sends no code that was typed but not checked, and says so', async () => {
    const bodies = recordCreates('withoutCode');
    renderCheckout();
    await userEvent.type(await codeField(), 'MEHR10');
    expect(screen.getByText(t.checkout.codeNotChecked)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.checkout.pay }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ plan_id: 2 }]);
  });

  it('creates one order for a double click', async () => {
    const bodies = recordCreates('withoutCode');
    renderCheckout();
    const pay = await screen.findByRole('button', { name: t.checkout.pay });
    // Two clicks in one frame, before React has re-rendered the button as busy, then more.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await userEvent.dblClick(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__mock/bank/58232'));
    await delay(100);
    expect(bodies).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows why a create failed, keeps the code and lets the pupil pay again', async () => {
    server.use(
      answeringExample('checkDiscountCode', 'percent'),
      failing('createPaymentOrder', 400, 'ظرفیت این کد تخفیف تمام شده است.'),
    );
    renderCheckout();
    await userEvent.type(await codeField(), 'NOWRUZ1406');
    await userEvent.click(screen.getByRole('button', { name: t.checkout.check }));
    await screen.findByText(t.checkout.newPrice(5592000));
    await userEvent.click(screen.getByRole('button', { name: t.checkout.pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ظرفیت این کد تخفیف تمام شده است.');
    expect(await codeField()).toHaveValue('NOWRUZ1406');
    expect(screen.getByRole('button', { name: t.checkout.pay })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a gateway address that is not http(s)', async () => {
    server.use(
      answering(
        'createPaymentOrder',
        {
          ...example('createPaymentOrder', 'withoutCode', '201'),
          gateway_url: 'javascript:alert(1)',
        },
        { status: 201 },
      ),
    );
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: t.checkout.pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.checkout.badGateway);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says an unknown plan is not for sale, with the way to the plans', async () => {
    server.use(failing('getPaymentPlan', 404, 'طرحی با این شناسه برای فروش نیست.'));
    renderCheckout(paths.student.paymentHref(99));
    expect(await screen.findByRole('heading', { level: 1, name: t.checkout.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.seePlans })).toHaveAttribute('href', paths.student.plans);
  });

  it('without an id, picks the recommended plan and pays for the one chosen', async () => {
    server.use(answeringExample('listPaymentPlans', 'student'));
    const bodies = recordCreates('withoutCode');
    renderCheckout(paths.student.payments);
    expect(await screen.findByRole('radio', { name: /اشتراک شش‌ماهه/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'اشتراک یک‌ساله' }));
    const summary = screen.getByRole('region', { name: t.checkout.summaryTitle });
    expect(within(summary).getAllByText('۱٬۱۹۹٬۰۰۰ تومان')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t.checkout.pay }));
    await waitFor(() => expect(bodies).toEqual([{ plan_id: 4 }]));
  });
});
