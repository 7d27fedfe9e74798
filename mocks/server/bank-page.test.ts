// @vitest-environment node
/**
 * The mock's bank page over HTTP, through the gateway: an order created by the app is shown
 * in Toman with Persian digits, «پرداخت» pays it in the browser's world (the receipt says paid,
 * the profile's plan runs six months longer) and «انصراف» cancels it; both return to the app's
 * receipt route, `failed` for an order that is unknown or no longer waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './gateway-server.ts';
import { ANCHOR } from '../world/calendar.ts';

let gateway: TestGateway;
let base = '';
let warnings: string[] = [];

beforeAll(async () => {
  gateway = await startGateway(() => ANCHOR);
  base = gateway.base;
  warnings = gateway.warnings;
});
afterAll(() => gateway.close());

/** Signs Sara in within `namespace` and calls the API as her. */
async function sara(namespace: string) {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `mock-world=${namespace}` },
    body: JSON.stringify({ username: 'student', password: 'x' }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}`, cookie: `mock-world=${namespace}` };
  return async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  };
}

const bank = (namespace: string, orderId: number | string, result?: string) =>
  fetch(`${base}/__mock/bank/${orderId}`, {
    method: result ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: `mock-world=${namespace}`,
      ...(result ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: result ? new URLSearchParams({ result }).toString() : undefined,
  });

describe('the mock’s bank page', () => {
  it('shows the order in Toman with Persian digits and two accessible buttons', async () => {
    const api = await sara('bank-show');
    const order = await api('/payment/create/', { plan_id: 2, discount_code: 'NOWRUZ1406' });
    expect(order.body.gateway_url).toBe(`/__mock/bank/${order.body.order_id}`);
    const page = await bank('bank-show', order.body.order_id);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('اشتراک شش‌ماهه');
    expect(html).toContain('۵۵۹٬۲۰۰ تومان');
    expect(html).toMatch(/<button type="submit" class="pay">پرداخت<\/button>/);
    expect(html).toMatch(/<button type="submit" class="cancel">انصراف<\/button>/);
    expect(html).toContain('min-height:48px');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('pays: back to the receipt route, the receipt paid and the plan queued behind the running one', async () => {
    const api = await sara('bank-pay');
    const order = await api('/payment/create/', { plan_id: 2 });
    const paid = await bank('bank-pay', order.body.order_id, 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/bank-receipt/paid?orderId=${order.body.order_id}`);
    const receipt = await api(`/payment/receipt/${order.body.order_id}/`);
    expect(receipt.body).toMatchObject({ status: 'paid', expires_at: '2027-09-20' });
    // Paid while the six-month plan runs: it waits its turn (SubscriptionStatus queued).
    const profile = (await api('/member/profile/')).body;
    expect(profile.plan).toMatchObject({ id: 2, expires_at: '2027-03-20', status: 'running' });
    expect(profile.queued_plans).toMatchObject([{ id: 2, starts_at: '2027-03-20', expires_at: '2027-09-20' }]);
    // Paying again, or paying in another browser's world, is refused by the bank.
    const again = await bank('bank-pay', order.body.order_id, 'paid');
    expect(again.headers.get('location')).toBe(`/bank-receipt/failed?orderId=${order.body.order_id}`);
    expect((await bank('bank-pay', order.body.order_id)).status).toBe(409);
    const elsewhere = await bank('bank-other', 999999, 'paid');
    expect(elsewhere.headers.get('location')).toBe('/bank-receipt/failed?orderId=999999');
    expect((await bank('bank-other', 999999)).status).toBe(404);
  });

  it('cancels: back to the receipt route, the receipt cancelled and the plan unchanged', async () => {
    const api = await sara('bank-cancel');
    const order = await api('/payment/create/', { plan_id: 4 });
    const cancelled = await bank('bank-cancel', order.body.order_id, 'cancelled');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/bank-receipt/cancelled?orderId=${order.body.order_id}`);
    expect((await api(`/payment/receipt/${order.body.order_id}/`)).body.status).toBe('cancelled');
    expect((await api('/member/profile/')).body.plan).toMatchObject({ id: 2, expires_at: '2027-03-20' });
    const history = await api('/payment/orders/?size=1');
    expect(history.body.results[0]).toMatchObject({ order_id: order.body.order_id, status: 'cancelled' });
    expect(warnings).toEqual([]);
  });
});
