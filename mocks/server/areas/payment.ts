/**
 * Subscription and payment from the world: the plans on sale, discount codes checked against
 * the world's table (each refusal with its own reason), orders that send the browser to the
 * mock's local bank page (mocks/server/bank-page.ts), receipts and the pupil's order history.
 * Amounts are Rial throughout, as the contract says.
 */
import { isoDate, isoDateTime } from '../../world/calendar.ts';
import {
  checkCode,
  cleanCode,
  createOrder,
  orderById,
  ordersOfPupil,
  faJalali,
  repeatedOrder,
  subscriptionsOf,
  type OrderRec,
} from '../../world/orders.ts';
import { PLANS, planById, type PlanRec } from '../../world/plans.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, forbidden, idParam, me, notFound, ok, paged, type Ctx, type Handlers } from '../context.ts';

const NO_PLAN = 'طرحی با این شناسه برای فروش نیست.';
const PUPILS_ONLY = 'خرید اشتراک فقط برای دانش‌آموزان است.';

function planView(plan: PlanRec, current: number | null) {
  return {
    id: plan.id,
    title: plan.title,
    period: plan.period,
    duration_months: plan.duration_months,
    price: plan.price,
    original_price: plan.original_price,
    discount_percent: Math.round((1 - plan.price / plan.original_price) * 100),
    monthly_price: Math.round(plan.price / plan.duration_months / 1000) * 1000,
    features: plan.features,
    is_recommended: plan.is_recommended,
    is_current: plan.id === current,
  };
}

/** The plan running for the signed-in pupil now (SubscriptionStatus), or null. */
function currentPlanId(ctx: Ctx): number | null {
  if (!ctx.user || ctx.user.role !== 'student') return null;
  return subscriptionsOf(ctx.world, ctx.user.id, ctx.now).find((p) => p.state === 'running')?.plan_id ?? null;
}

const planOf = (id: unknown): PlanRec => planById(Number(id)) ?? notFound(NO_PLAN);

function pupil(ctx: Ctx): PersonRec {
  const person = me(ctx);
  return person.role === 'student' ? person : forbidden(PUPILS_ONLY);
}

/** The bank page plays the bank; a zero-priced order goes straight to the app's receipt page. */
const gatewayUrl = (rec: OrderRec) =>
  rec.amount === 0 ? `/bank-receipt/paid?orderId=${rec.id}` : `/__mock/bank/${rec.id}`;

function orderView(rec: OrderRec) {
  return {
    order_id: rec.id,
    authority: rec.authority,
    gateway_url: gatewayUrl(rec),
    plan_id: rec.plan_id,
    amount: rec.amount,
    discount_amount: rec.discount_amount,
    // A zero-priced order is paid at once; any other is pending until the bank page answers.
    status: rec.amount === 0 ? ('paid' as const) : ('pending' as const),
    created_at: isoDateTime(rec.created_at),
  };
}

/** A paid order that waits its turn: it starts when the running plan ends. */
const queuedMessage = (title: string, startsAt: string) =>
  `پرداخت با موفقیت انجام شد. ${title} شما در نوبت است و از ${faJalali(startsAt)} شروع می‌شود.`;

const MESSAGES: Record<OrderRec['status'], (title: string) => string> = {
  paid: (title) => `پرداخت با موفقیت انجام شد و ${title} شما فعال است.`,
  failed: () => 'پرداخت انجام نشد. اگر مبلغی از حساب شما کم شده، تا ۷۲ ساعت به حساب برمی‌گردد.',
  pending: () => 'در انتظار تأیید بانک… لطفاً این صفحه را نبندید.',
  cancelled: () => 'پرداخت لغو شد و مبلغی از حساب شما کم نشد.',
};

function receiptView(rec: OrderRec) {
  const plan = planById(rec.plan_id)!;
  return {
    order_id: rec.id,
    status: rec.status,
    plan_id: rec.plan_id,
    plan_title: plan.title,
    amount: rec.amount,
    reference_number: rec.reference_number,
    card_number: rec.card_number,
    paid_at: rec.paid_at && isoDateTime(rec.paid_at),
    expires_at: rec.expires_at,
    message:
      rec.status === 'paid' && rec.starts_at && rec.paid_at && rec.starts_at > isoDate(rec.paid_at)
        ? queuedMessage(plan.title, rec.starts_at)
        : MESSAGES[rec.status](plan.title),
  };
}

function summaryView(rec: OrderRec) {
  return {
    order_id: rec.id,
    plan_id: rec.plan_id,
    plan_title: planById(rec.plan_id)!.title,
    original_price: rec.original_price,
    discount_code: rec.discount_code,
    discount_amount: rec.discount_amount,
    amount: rec.amount,
    status: rec.status,
    created_at: isoDateTime(rec.created_at),
    paid_at: rec.paid_at && isoDateTime(rec.paid_at),
    reference_number: rec.reference_number,
  };
}

export const paymentHandlers = {
  // Every plan on sale, shortest first; the contract's PaymentPlan has no "current" mark (the
  // pupil's own plan is on the profile).
  listPaymentPlans: (ctx) => ok(PLANS.map((plan) => planView(plan, currentPlanId(ctx)))),
  getPaymentPlan: (ctx) => ok(planView(planOf(ctx.query.planId), currentPlanId(ctx))),
  checkDiscountCode(ctx) {
    const person = pupil(ctx);
    const plan = planOf(ctx.query.planId);
    const checked = checkCode(ctx.world, person, plan, String(ctx.query.code));
    if (!checked.ok) return badRequest(checked.reason);
    return ok({
      valid: true,
      code: checked.rec.code,
      plan_id: plan.id,
      percent: checked.rec.percent,
      amount: checked.rec.amount,
      original_price: plan.price,
      discount_amount: checked.discount,
      final_price: plan.price - checked.discount,
      expires_at: checked.rec.expires_at,
    });
  },
  createPaymentOrder(ctx) {
    const person = pupil(ctx);
    const body = ctx.body;
    const plan = planOf(body.plan_id);
    const typed = body.discount_code?.trim() ? cleanCode(body.discount_code) : null;
    // A double click answers the order already waiting instead of a second one.
    const again = repeatedOrder(ctx.world, person, plan.id, typed);
    if (again) return ok(orderView(again), 201);
    let code = null;
    if (typed !== null) {
      const checked = checkCode(ctx.world, person, plan, typed);
      if (!checked.ok) return badRequest(checked.reason);
      code = checked.rec;
    }
    return ok(orderView(createOrder(ctx.world, person, plan, code)), 201);
  },
  getPaymentReceipt(ctx) {
    const person = me(ctx);
    const rec = orderById(ctx.world, idParam(ctx, 'orderId'));
    // Only the order's owner may read it: anyone else's order does not exist for them.
    return rec && rec.pupil_id === person.id ? ok(receiptView(rec)) : notFound();
  },
  listPaymentOrders(ctx) {
    const person = me(ctx);
    return ok(paged(ordersOfPupil(ctx.world, person.id).map(summaryView), ctx.query, 10));
  },
} satisfies Handlers;
