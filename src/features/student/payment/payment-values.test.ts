import { describe, expect, it } from 'vitest';
import { parseId } from '@/shared/digits';
import { example } from '@/testing/handlers';
import { queuedPlan, runningPlan } from '@/testing/plans';
import { checkoutHref, coverPeriod, isGatewayUrl, normaliseCode, preOrderHref, startingPlan } from './payment-values';

const plans = example('listPaymentPlans', 'student');
const plan = runningPlan;
const queued = queuedPlan;

describe('payment values', () => {
  it('covers from the current plan’s end while it runs, else from today, calendar months later', () => {
    expect(coverPeriod('2026-11-22', [plan], 6)).toEqual({ from: '2027-03-20', to: '2027-09-20' });
    expect(coverPeriod('2027-04-01', [{ ...plan, status: 'ended' }], 1)).toEqual({
      from: '2027-04-01',
      to: '2027-05-01',
    });
    expect(coverPeriod('2027-03-20', [plan], 3)).toEqual({ from: '2027-03-20', to: '2027-06-20' });
    expect(coverPeriod('2026-08-31', [], 6)).toEqual({ from: '2026-08-31', to: '2027-02-28' });
    // A plan already waiting its turn: the next one starts after it.
    expect(coverPeriod('2026-11-22', [plan, queued], 6)).toEqual({ from: '2028-03-20', to: '2028-09-20' });
  });

  it('reads ids typed in any digits and refuses anything else (useRouteIds, parseId)', () => {
    expect(parseId('2')).toBe(2);
    expect(parseId('۵۸۲۳۱')).toBe(58231);
    expect(parseId('٥٨٢٣١')).toBe(58231);
    for (const bad of ['0', '-1', '2.5', 'abc', '', null, undefined, '1e3']) expect(parseId(bad)).toBeNull();
  });

  it('normalises a code: Latin digits, no spaces, case kept (the server ignores it)', () => {
    expect(normaliseCode(' nowruz ۱۴۰۶ ')).toBe('nowruz1406');
    expect(normaliseCode('MEHR١٠')).toBe('MEHR10');
    expect(normaliseCode('   ')).toBe('');
  });

  it('starts a picker on the asked plan, else the recommended one, else the first', () => {
    expect(startingPlan(plans, 4)?.id).toBe(4);
    expect(startingPlan(plans, 99)?.id).toBe(2);
    expect(startingPlan(plans, null)?.id).toBe(2);
    expect(
      startingPlan(
        plans.map((p) => ({ ...p, is_recommended: false })),
        null,
      )?.id,
    ).toBe(1);
    expect(startingPlan([], null)).toBeUndefined();
  });

  it('carries a campaign code along the flow', () => {
    expect(preOrderHref(2)).toBe('/pre-order?plan=2');
    expect(preOrderHref(2, 'NOWRUZ1406')).toBe('/pre-order?plan=2&code=NOWRUZ1406');
    expect(checkoutHref(4, null)).toBe('/payment/4');
    expect(checkoutHref(4, 'MEHR10')).toBe('/payment/4?code=MEHR10');
  });

  it('follows only http(s) gateway addresses', () => {
    const base = 'http://localhost:5173';
    expect(isGatewayUrl('/__mock/bank/58231', base)).toBe(true);
    expect(isGatewayUrl('https://bank.example.ir/pay/A0001', base)).toBe(true);
    expect(isGatewayUrl('javascript:alert(1)', base)).toBe(false);
    expect(isGatewayUrl('data:text/html,hi', base)).toBe(false);
  });
});
