import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

function renderSubscription() {
  renderWithApp(<ProfileRoutes />, { route: paths.student.profileTabHref('subscription'), signedInAs: 'student' });
}

describe('SubscriptionTab', () => {
  it('shows the plan with its Jalali end and a link to the plans', async () => {
    renderSubscription();
    const plan = await screen.findByRole('region', { name: t.subscription.current });
    expect(within(plan).getByText('اشتراک شش‌ماهه')).toBeInTheDocument();
    expect(within(plan).getByText('اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: t.subscription.plans })).toHaveAttribute('href', paths.student.plans);
  });

  it('keeps the running plan as the current one and shows a queued plan with its start (issue 25)', async () => {
    server.use(
      answering('getProfile', {
        ...example('getProfile', 'student'),
        queued_plans: [
          { id: 4, title: 'اشتراک یک‌ساله', starts_at: '2027-03-20', expires_at: '2028-03-20', status: 'queued' },
        ],
      }),
    );
    renderSubscription();
    const plan = await screen.findByRole('region', { name: t.subscription.current });
    expect(within(plan).getByText('اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
    const queued = within(plan).getByRole('list', { name: t.subscription.queued });
    expect(within(queued).getByText('در نوبت · از ۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
  });

  it('lists the orders with Toman amounts, the status in words and the Jalali date, asking page 1 of 10', async () => {
    let query = '';
    server.use(
      handling('listPaymentOrders', ({ request }) => {
        query = new URL(request.url).search;
        return example('listPaymentOrders', 'student');
      }),
    );
    renderSubscription();
    const list = await screen.findByRole('list', { name: t.subscription.ordersList });
    const orders = within(list).getAllByRole('listitem');
    expect(orders).toHaveLength(4);
    expect(orders[0]).toHaveTextContent(t.subscription.status.paid);
    expect(orders[0]).toHaveTextContent('۶۹۹٬۰۰۰ تومان');
    expect(orders[0]).toHaveTextContent('۲۹ شهریور ۱۴۰۵، ۱۹:۴۲');
    expect(orders[0]).toHaveTextContent('۱۹۷۴۰۹۲۱۰۸۴۳');
    expect(orders[1]).toHaveTextContent(t.subscription.status.failed);
    const failedId = example('listPaymentOrders', 'student').results[1]!.order_id;
    expect(within(orders[1]!).getByRole('link', { name: /^رسید سفارش/ })).toHaveAttribute(
      'href',
      paths.student.bankReceiptHref('failed', failedId),
    );
    expect(orders[2]).toHaveTextContent(t.subscription.status.cancelled);
    expect(orders[3]).toHaveTextContent(`${t.subscription.discount} (OLD50)`);
    expect(orders[3]).toHaveTextContent('۷۴٬۵۰۰ تومان');
    expect(query).toBe('?page=1&size=10');
  });

  it('says when there are no orders yet', async () => {
    server.use(answeringExample('listPaymentOrders', 'empty'));
    renderSubscription();
    expect(await screen.findByText(t.subscription.noOrders)).toBeInTheDocument();
  });

  it('shows the catalogued message when the orders fail, the plan still there', async () => {
    server.use(failing('listPaymentOrders', 500));
    renderSubscription();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
    expect(screen.getByRole('region', { name: t.subscription.current })).toBeInTheDocument();
  });
});
