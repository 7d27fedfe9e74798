import { describe, expect, it } from 'vitest';
import { ANCHOR } from '../../world/calendar.ts';
import { orderById, payOrder, subscriptionsOf } from '../../world/orders.ts';
import { worldClient } from '../harness.ts';

const check = (planId: number, code: string) =>
  `/payment/discount-code/check/?planId=${planId}&code=${encodeURIComponent(code)}`;

describe('payment: plans and discount codes', () => {
  it('lists the four plans shortest first and opens one by id', async () => {
    const { get } = worldClient();
    const plans = await get('student', '/payment/plan/');
    expect(plans.body.map((p: { duration_months: number }) => p.duration_months)).toEqual([1, 3, 6, 12]);
    const semi = await get('student', '/payment/plan-by-id/?planId=2');
    expect(semi.body).toMatchObject({ id: 2, title: 'اشتراک شش‌ماهه', price: 6990000, discount_percent: 22 });
    expect((await get('student', '/payment/plan-by-id/?planId=4')).body.title).toBe('اشتراک یک‌ساله');
    expect((await get('student', '/payment/plan-by-id/?planId=9')).status).toBe(404);
  });

  it('computes the new price in Rial for a valid code, forgiving case and Persian digits', async () => {
    const { get } = worldClient();
    const nowruz = await get('student', check(2, 'nowruz۱۴۰۶ '));
    expect(nowruz.body).toMatchObject({
      code: 'NOWRUZ1406',
      percent: 20,
      amount: null,
      original_price: 6990000,
      discount_amount: 1398000,
      final_price: 5592000,
    });
    const mehr = await get('student', check(4, 'MEHR10'));
    expect(mehr.body).toMatchObject({ discount_amount: 1199000, final_price: 10791000 });
    const school = await get('student', check(1, 'BAHONAR'));
    expect(school.body).toMatchObject({ percent: null, amount: 500000, final_price: 990000 });
  });

  it('refuses each bad code with its own Persian reason', async () => {
    const { get, world } = worldClient();
    const reason = async (as: string, planId: number, code: string) => {
      const reply = await get(as, check(planId, code));
      expect(reply.status).toBe(400);
      return reply.body.detail;
    };
    expect(await reason('student', 2, 'NOPE')).toBe('کد تخفیف معتبر نیست.');
    expect(await reason('student', 2, 'OLD50')).toBe('مهلت استفاده از این کد تخفیف تمام شده است.');
    expect(await reason('student', 2, 'MEHR10')).toBe('این کد تخفیف برای طرح انتخاب‌شده قابل استفاده نیست.');
    expect(await reason('student', 4, 'NOWRUZ1406')).toBe('این کد تخفیف برای طرح انتخاب‌شده قابل استفاده نیست.');
    expect(await reason('student', 2, 'PAIZ1405')).toBe('ظرفیت این کد تخفیف تمام شده است.');
    const elsewhere = world.people.find((p) => p.role === 'student' && p.school_id !== 1)!;
    expect(await reason(elsewhere.username, 2, 'BAHONAR')).toBe('این کد تخفیف مخصوص دانش‌آموزان مدرسهٔ دیگری است.');
  });
});

describe('payment: orders', () => {
  it('creates one order for a double click, pointing at the local bank page', async () => {
    const { call, world } = worldClient();
    const first = await call('student', 'POST', '/payment/create/', { plan_id: 2, discount_code: 'NOWRUZ1406' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ plan_id: 2, amount: 5592000, discount_amount: 1398000, status: 'pending' });
    expect(first.body.gateway_url).toBe(`/__mock/bank/${first.body.order_id}`);
    const second = await call('student', 'POST', '/payment/create/', { plan_id: 2, discount_code: 'nowruz1406' });
    expect(second.body.order_id).toBe(first.body.order_id);
    const other = await call('student', 'POST', '/payment/create/', { plan_id: 4 });
    expect(other.body.order_id).not.toBe(first.body.order_id);
    // Nothing paid yet: Sara's running plan is the only one not ended.
    expect(subscriptionsOf(world, 101).filter((p) => p.state !== 'ended')).toEqual([
      expect.objectContaining({ plan_id: 2, starts_at: '2026-09-20', expires_at: '2027-03-20', state: 'running' }),
    ]);
  });

  it('checks the code again when creating, and 404s an unknown plan', async () => {
    const { call } = worldClient();
    const expired = await call('student', 'POST', '/payment/create/', { plan_id: 2, discount_code: 'OLD50' });
    expect(expired).toEqual({ status: 400, body: { detail: 'مهلت استفاده از این کد تخفیف تمام شده است.' } });
    expect((await call('student', 'POST', '/payment/create/', { plan_id: 7 })).status).toBe(404);
  });

  it('shows a receipt only to its owner; a plan paid while one runs is queued from its end', async () => {
    const { call, get, world } = worldClient();
    const created = await call('student', 'POST', '/payment/create/', { plan_id: 2 });
    const url = `/payment/receipt/${created.body.order_id}/`;
    expect((await get('student', url)).body).toMatchObject({ status: 'pending', reference_number: null });
    expect((await get('s102', url)).status).toBe(404);
    payOrder(world, orderById(world, created.body.order_id)!);
    const paid = await get('student', url);
    expect(paid.body).toMatchObject({ status: 'paid', expires_at: '2027-09-20', plan_title: 'اشتراک شش‌ماهه' });
    expect(paid.body.reference_number).toMatch(/^\d{12}$/);
    expect(paid.body.message).toBe(
      'پرداخت با موفقیت انجام شد. اشتراک شش‌ماهه شما در نوبت است و از ۲۹ اسفند ۱۴۰۵ شروع می‌شود.',
    );
    // Issue 25: the running plan stays the running one; the new one waits its turn.
    const profile = (await get('student', '/member/profile/')).body;
    expect(profile.plan).toEqual({
      id: 2,
      title: 'اشتراک شش‌ماهه',
      starts_at: '2026-09-20',
      expires_at: '2027-03-20',
      status: 'running',
    });
    expect(profile.queued_plans).toEqual([
      { id: 2, title: 'اشتراک شش‌ماهه', starts_at: '2027-03-20', expires_at: '2027-09-20', status: 'queued' },
    ]);
    // The code is spent for this pupil once paid with.
    const withCode = await call('student', 'POST', '/payment/create/', { plan_id: 2, discount_code: 'NOWRUZ1406' });
    payOrder(world, orderById(world, withCode.body.order_id)!);
    expect((await get('student', check(2, 'NOWRUZ1406'))).body.detail).toBe('تو قبلاً از این کد تخفیف استفاده کرده‌ای.');
  });

  it('pays a zero-priced order at once and sends the browser to the receipt page', async () => {
    const { call, get } = worldClient();
    const free = await call('s102', 'POST', '/payment/create/', { plan_id: 1, discount_code: 'HEDIEH' });
    expect(free.body).toMatchObject({ amount: 0, gateway_url: `/bank-receipt/paid?orderId=${free.body.order_id}` });
    expect((await get('s102', `/payment/receipt/${free.body.order_id}/`)).body.status).toBe('paid');
    const again = await call('s102', 'POST', '/payment/create/', { plan_id: 1, discount_code: 'HEDIEH' });
    expect(again.body.order_id).toBe(free.body.order_id);
  });

  it('cancels an order left at the bank for half an hour', async () => {
    let now = ANCHOR;
    const { call, get } = worldClient({ clock: () => now });
    const created = await call('student', 'POST', '/payment/create/', { plan_id: 3 });
    now = new Date(ANCHOR.getTime() + 31 * 60_000);
    expect((await get('student', `/payment/receipt/${created.body.order_id}/`)).body.status).toBe('cancelled');
  });

  it('lists the pupil’s own orders newest first, paged with true counts', async () => {
    const { call, get } = worldClient();
    const before = await get('student', '/payment/orders/');
    expect(before.body).toMatchObject({ count: 4, page: 1, size: 10, total_pages: 1 });
    expect(before.body.results.map((o: { status: string }) => o.status)).toEqual([
      'paid',
      'failed',
      'cancelled',
      'paid',
    ]);
    expect(before.body.results[0]).toMatchObject({ plan_title: 'اشتراک شش‌ماهه', amount: 6990000 });
    expect(before.body.results[3]).toMatchObject({ discount_code: 'OLD50', amount: 745000 });
    const created = await call('student', 'POST', '/payment/create/', { plan_id: 4, discount_code: 'MEHR10' });
    const page1 = await get('student', '/payment/orders/?page=1&size=2');
    expect(page1.body).toMatchObject({ count: 5, total_pages: 3 });
    expect(page1.body.results[0]).toMatchObject({ order_id: created.body.order_id, status: 'pending' });
    const page3 = await get('student', '/payment/orders/?page=3&size=2');
    expect(page3.body.results.map((o: { order_id: number }) => o.order_id)).toEqual([56911]);
    const other = await get('s102', '/payment/orders/');
    expect(other.body.results.every((o: { order_id: number }) => o.order_id !== created.body.order_id)).toBe(true);
    expect(other.body.results[0]).toMatchObject({ status: 'paid', plan_id: 2 });
  });

  it('marks the plan the pupil has now', async () => {
    const { get } = worldClient();
    const plans = (await get('student', '/payment/plan/')).body as { id: number; is_current: boolean }[];
    expect(plans.filter((plan) => plan.is_current).map((plan) => plan.id)).toEqual([2]);
    expect((await get('student', '/payment/plan-by-id/?planId=4')).body.is_current).toBe(false);
  });
});

describe('payment: subscription states (issue 25)', () => {
  it('runs the plan whose period holds today, queues a yearly plan behind it, and rolls over when it ends', async () => {
    const { call, get, world } = worldClient();
    const created = await call('student', 'POST', '/payment/create/', { plan_id: 4 });
    payOrder(world, orderById(world, created.body.order_id)!);
    const profile = (await get('student', '/member/profile/')).body;
    expect([profile.plan.id, profile.plan.status, profile.plan.expires_at]).toEqual([2, 'running', '2027-03-20']);
    expect(profile.queued_plans).toEqual([
      { id: 4, title: 'اشتراک یک‌ساله', starts_at: '2027-03-20', expires_at: '2028-03-20', status: 'queued' },
    ]);
    // The plans page marks the running plan, not the one bought.
    const plans = (await get('student', '/payment/plan/')).body as { id: number; is_current: boolean }[];
    expect(plans.filter((p) => p.is_current).map((p) => p.id)).toEqual([2]);
    // A second purchase queues behind the first queued one.
    const more = await call('student', 'POST', '/payment/create/', { plan_id: 1 });
    payOrder(world, orderById(world, more.body.order_id)!);
    expect(
      subscriptionsOf(world, 101)
        .filter((p) => p.state === 'queued')
        .map((p) => p.starts_at),
    ).toEqual(['2027-03-20', '2028-03-20']);
    // On the last day of the six-month plan it still runs; the day after, the yearly plan does.
    const lastDay = new Date('2027-03-20T12:00:00+03:30');
    expect(subscriptionsOf(world, 101, lastDay).find((p) => p.state === 'running')?.plan_id).toBe(2);
    const nextDay = new Date('2027-03-21T12:00:00+03:30');
    const after = subscriptionsOf(world, 101, nextDay);
    expect(after.find((p) => p.state === 'running')).toMatchObject({ plan_id: 4, starts_at: '2027-03-20' });
    expect(after.filter((p) => p.state === 'queued').map((p) => p.plan_id)).toEqual([1]);
  });
});
