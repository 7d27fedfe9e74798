import dayjs from 'dayjs';
import type { PaymentPlan, Plan } from '@/api/generated/model';
import { toLatinDigits } from '@/shared/digits';
import { withQuery } from '@/shared/routing/href';
import { paths } from '@/shared/routing/paths';
import { nextStartOf } from '@/shared/status/subscription';

/*
 * The subscription flow (issue 12, decided):
 * /plans (catalogue) → «انتخاب» → /pre-order?plan= (the current subscription, a plan picker, what
 * the plan includes and the period it will cover) → «ادامه و پرداخت» → /payment/{id} (summary,
 * discount code checked by GET, «پرداخت» creates the order and leaves for its `gateway_url` with a
 * full navigation) → the bank → /bank-receipt/{status}?orderId= (the receipt call is the truth;
 * pending is asked again every 3 s for a minute). /payment without an id is the same checkout
 * with a plan picker. A campaign's `?code=` (the Nowruz ad sends pupils to /plans?code=…) rides
 * along from /plans to the checkout, where it is filled in and checked.
 */

/**
 * The days a plan bought today will cover: from today, or from the end of the last plan that
 * runs or waits its turn (SubscriptionStatus; the days already paid for are kept), to `months`
 * later — the rule the server applies when the bank confirms (calendar months, the day clamped
 * to the month's end).
 */
export function coverPeriod(today: string, plans: readonly Plan[], months: number): { from: string; to: string } {
  const from = nextStartOf(today, plans);
  return { from, to: dayjs(from).add(months, 'month').format('YYYY-MM-DD') };
}

/** The plan a picker starts on: the one asked for, else the recommended one, else the first. */
export function startingPlan(plans: PaymentPlan[], asked: number | null): PaymentPlan | undefined {
  return plans.find((p) => p.id === asked) ?? plans.find((p) => p.is_recommended) ?? plans[0];
}

/**
 * A discount code as it is sent: digits of any set made Latin and spaces dropped (a code is
 * one word; the server compares without case). Empty when nothing real was typed.
 */
export function normaliseCode(typed: string): string {
  return toLatinDigits(typed).replace(/\s+/g, '');
}

/** The longest code the contract takes (PaymentCreateRequest.discount_code). */
export const CODE_MAX = 32;

/** /pre-order?plan=2 (&code= when a campaign code rides along). */
export function preOrderHref(planId: number, code?: string | null): string {
  return withQuery(paths.student.preOrder, { plan: planId, code: code || null });
}

/** /payment/2 (?code= when a campaign code rides along). */
export function checkoutHref(planId: number, code?: string | null): string {
  return withQuery(paths.student.paymentHref(planId), { code: code || null });
}

/**
 * Whether `url` may be followed to pay: http(s) only, so an answer carrying `javascript:` or
 * `data:` can never run in the app's origin. A path ('/__mock/bank/1') is read against the app.
 */
export function isGatewayUrl(url: string, base: string = window.location.origin): boolean {
  try {
    const protocol = new URL(url, base).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
