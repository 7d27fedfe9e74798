import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import { paths } from '@/shared/routing/paths';
import { answering, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { POLL_MS, POLL_TIMES, ReceiptScreen } from './receipt-screen';
import { t } from './strings';

const receipt = (name: 'paid' | 'failed' | 'pending') => example('getPaymentReceipt', name);

function renderReceipt(route = `${paths.student.bankReceiptHref('paid')}?orderId=58231`) {
  return renderWithApp(
    <Routes>
      <Route path={paths.student.bankReceipt} element={<ReceiptScreen />} />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReceiptScreen', () => {
  it('shows a paid receipt: amount, reference, card, Jalali times and what to do next', async () => {
    let asked = '';
    server.use(
      handling('getPaymentReceipt', ({ params }) => {
        asked = String(params.orderId);
        return receipt('paid');
      }),
    );
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.titles.paid })).toBeInTheDocument();
    expect(asked).toBe('58231');
    const details = screen.getByRole('region', { name: t.receipt.detailsLabel });
    expect(within(details).getByText('۶۹۹٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(details).getByText('۱۹۷۴۰۹۲۱۰۸۴۳')).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByText('۶۲۷۴-۱۲**-****-۹۳۳۵')).toBeInTheDocument();
    expect(within(details).getByText('۲۹ شهریور ۱۴۰۵، ۱۹:۴۴')).toBeInTheDocument();
    expect(within(details).getByText('۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.receipt.toDashboard })).toHaveAttribute('href', paths.student.home);
    expect(screen.getByRole('link', { name: t.receipt.toSubscription })).toHaveAttribute(
      'href',
      paths.student.profileTabHref('subscription'),
    );
  });

  it('asks for the profile again once paid, so the new end date shows', async () => {
    let profileCalls = 0;
    server.use(
      handling('getProfile', () => {
        profileCalls += 1;
        return example('getProfile', 'student');
      }),
      // Late enough that the profile's first answer is in before the receipt says «paid».
      handling('getPaymentReceipt', async () => {
        await delay(200);
        return receipt('paid');
      }),
    );
    function ProfileReader() {
      useGetProfile();
      return null;
    }
    renderWithApp(
      <>
        <ProfileReader />
        <Routes>
          <Route path={paths.student.bankReceipt} element={<ReceiptScreen />} />
        </Routes>
      </>,
      { route: `${paths.student.bankReceiptHref('paid')}?orderId=58231`, signedInAs: 'student' },
    );
    await screen.findByRole('heading', { level: 1, name: t.receipt.titles.paid });
    await waitFor(() => expect(profileCalls).toBe(2));
  });

  it('trusts the receipt over the route: a «paid» address of a failed order shows the failure', async () => {
    server.use(answering('getPaymentReceipt', receipt('failed')));
    renderReceipt(`${paths.student.bankReceiptHref('paid')}?orderId=58229`);
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.titles.failed })).toBeInTheDocument();
    expect(screen.getByText(t.receipt.leads.failed)).toBeInTheDocument();
    // The server's line speaks to «شما»; the receipt speaks to the pupil.
    expect(screen.queryByText(receipt('failed').message)).toBeNull();
    expect(screen.getByRole('link', { name: t.receipt.retry })).toHaveAttribute('href', paths.student.paymentHref(2));
    expect(screen.getByRole('link', { name: t.backToPlans })).toHaveAttribute('href', paths.student.plans);
  });

  it('asks again every 3 s while the bank has not confirmed, then shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      handling('getPaymentReceipt', () => {
        calls += 1;
        return calls < 3 ? receipt('pending') : receipt('paid');
      }),
    );
    renderReceipt(`${paths.student.bankReceiptHref('pending')}?orderId=58231`);
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.titles.pending })).toBeInTheDocument();
    expect(screen.getByText(t.receipt.polling)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(calls).toBe(2));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.titles.paid })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(9000);
    expect(calls).toBe(3);
  });

  it('stops asking after a minute and says the result comes by SMS, with «دوباره بپرس»', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      handling('getPaymentReceipt', () => {
        calls += 1;
        return receipt('pending');
      }),
    );
    renderReceipt(`${paths.student.bankReceiptHref('pending')}?orderId=58231`);
    await screen.findByText(t.receipt.polling);
    for (let i = 0; i < POLL_TIMES + 3; i += 1) await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(await screen.findByText(t.receipt.stillPending)).toBeInTheDocument();
    expect(calls).toBe(POLL_TIMES + 1);
    await userEvent.click(screen.getByRole('button', { name: t.receipt.askAgain }));
    await waitFor(() => expect(calls).toBe(POLL_TIMES + 2));
  });

  it('says a receipt without an order number cannot be found, with ways on', async () => {
    renderReceipt(paths.student.bankReceiptHref('paid'));
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.missing })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.seePlans })).toHaveAttribute('href', paths.student.plans);
    expect(screen.getByRole('link', { name: t.receipt.toSubscription })).toBeInTheDocument();
  });

  it('treats another pupil’s order (404) as not found, and a failed call with a retry', async () => {
    server.use(failing('getPaymentReceipt', 404));
    const { unmount } = renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: t.receipt.missing })).toBeInTheDocument();
    unmount();
    server.use(failing('getPaymentReceipt', 500));
    renderReceipt();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت اطلاعات');
  });
});
