/**
 * Subscription orders: what pupils paid (or tried to) for a plan, seeded so every pupil's
 * current plan has the payment that bought it, and the live ones the checkout creates and the
 * mock's bank page settles. The paid ones are the pupil's subscription periods (subscriptionsOf):
 * one runs, later ones wait their turn.
 */
import type { World } from './build.ts';
import { isoDate } from './calendar.ts';
import { normaliseDigits } from './curriculum/index.ts';
import { faDigits } from './curriculum/persian.ts';
import { notify } from './notifications.ts';
import { add, addMonths, cardOf, order, referenceOf, seed, type OrderRec, type Orders } from './orders-build.ts';
import { discountCodeOf, discountOn, planById, type DiscountCodeRec, type PlanRec } from './plans.ts';
import { jalaliOf, monthName } from './report-periods.ts';
import type { PersonRec } from './types.ts';

export type { OrderRec } from './orders-build.ts';

/** An order nobody came back from the bank for is cancelled after this long (the contract's PaymentStatus). */
const PENDING_MS = 30 * 60_000;

const ordersOf = (world: World): Orders => world.part('orders', seed);

/** A pending order left at the bank for 30 minutes is cancelled (read lazily, on the world's clock). */
function settle(rec: OrderRec, now: Date): OrderRec {
  if (rec.status === 'pending' && now.getTime() - rec.created_at.getTime() > PENDING_MS) rec.status = 'cancelled';
  return rec;
}

export function orderById(world: World, id: number): OrderRec | undefined {
  const rec = ordersOf(world).byId.get(id);
  return rec && settle(rec, world.now());
}

/** A pupil's orders, newest first. */
export function ordersOfPupil(world: World, pupilId: number): OrderRec[] {
  const now = world.now();
  return [...(ordersOf(world).byPupil.get(pupilId) ?? [])]
    .map((rec) => settle(rec, now))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
}

/** A code as typed, in the form codes are kept: Latin digits, no spaces, capitals. */
export const cleanCode = (code: string): string => normaliseDigits(code).replace(/\s+/g, '').toUpperCase();

export type CodeCheck = { ok: true; rec: DiscountCodeRec; discount: number } | { ok: false; reason: string };

/** Whether `code` takes something off `plan` for `pupil` today, and why not. */
export function checkCode(world: World, pupil: PersonRec, plan: PlanRec, code: string): CodeCheck {
  const rec = discountCodeOf(cleanCode(code));
  if (!rec) return { ok: false, reason: 'کد تخفیف معتبر نیست.' };
  if (rec.expires_at !== null && isoDate(world.now()) > rec.expires_at)
    return { ok: false, reason: 'مهلت استفاده از این کد تخفیف تمام شده است.' };
  if (rec.school_id !== null && pupil.school_id !== rec.school_id)
    return { ok: false, reason: 'این کد تخفیف مخصوص دانش‌آموزان مدرسهٔ دیگری است.' };
  if (rec.plan_ids !== null && !rec.plan_ids.includes(plan.id))
    return { ok: false, reason: 'این کد تخفیف برای طرح انتخاب‌شده قابل استفاده نیست.' };
  if (rec.used_before + (ordersOf(world).uses.get(rec.code) ?? 0) >= rec.max_uses)
    return { ok: false, reason: 'ظرفیت این کد تخفیف تمام شده است.' };
  // Once per pupil: a code the pupil already paid with is spent for them.
  if (ordersOfPupil(world, pupil.id).some((o) => o.status === 'paid' && o.discount_code === rec.code))
    return { ok: false, reason: 'تو قبلاً از این کد تخفیف استفاده کرده‌ای.' };
  return { ok: true, rec, discount: discountOn(rec, plan.price) };
}

/** A double click (or a second tab) within this long answers the order already made. */
const REPEAT_MS = 2 * 60_000;

/**
 * The order the same pupil made for the same plan with the same code (cleaned, or null) less
 * than two minutes ago, while it still waits at the bank (or was free and so is paid): a
 * double click on «پرداخت» must not start two payments, so the checkout answers this one.
 */
export function repeatedOrder(
  world: World,
  pupil: PersonRec,
  planId: number,
  code: string | null,
): OrderRec | undefined {
  const since = world.now().getTime() - REPEAT_MS;
  return ordersOfPupil(world, pupil.id).find(
    (o) =>
      o.plan_id === planId &&
      o.discount_code === code &&
      o.created_at.getTime() > since &&
      (o.status === 'pending' || (o.status === 'paid' && o.amount === 0)),
  );
}

/** A new pending order; a zero-priced one (a 100% code) needs no bank and is paid at once. */
export function createOrder(world: World, pupil: PersonRec, plan: PlanRec, code: DiscountCodeRec | null): OrderRec {
  const orders = ordersOf(world);
  const id = world.nextId('order', Math.max(...orders.byId.keys(), 60_000) + 1);
  const rec = order(id, pupil.id, plan, 'pending', world.now(), code);
  add(orders, rec);
  if (rec.amount === 0) payOrder(world, rec);
  return rec;
}

/** A Jalali date for a Persian line: «۲۰ شهریور ۱۴۰۶». */
export function faJalali(iso: string): string {
  const day = new Date(`${iso}T12:00:00+03:30`);
  const j = jalaliOf(day);
  return `${faDigits(j.day)} ${monthName(day)} ${faDigits(j.year)}`;
}

/**
 * The subscription states, defined once (the contract's SubscriptionStatus): a period runs from
 * starts_at through expires_at (Tehran dates, both days included). `running` — the period that
 * contains today (on the day one ends and the next begins, the one ending); `queued` — paid for
 * while another runs, it starts the day the one before it ends; `ended` — expires_at has passed.
 */
export type SubscriptionState = 'running' | 'queued' | 'ended';

export interface SubscriptionPeriod {
  order_id: number;
  plan_id: number;
  starts_at: string;
  expires_at: string;
  state: SubscriptionState;
}

/** Every period the pupil's paid orders bought, by start (oldest first), each with its state on `now`. */
export function subscriptionsOf(world: World, pupilId: number, now: Date = world.now()): SubscriptionPeriod[] {
  const today = isoDate(now);
  const paid = ordersOfPupil(world, pupilId)
    .filter((o) => o.status === 'paid' && o.starts_at !== null && o.expires_at !== null)
    .sort((a, b) => a.starts_at!.localeCompare(b.starts_at!) || a.id - b.id);
  let running = false;
  return paid.map((o) => {
    const [starts_at, expires_at] = [o.starts_at!, o.expires_at!];
    let state: SubscriptionState = 'queued';
    if (expires_at < today) state = 'ended';
    else if (!running && starts_at <= today) [state, running] = ['running', true];
    return { order_id: o.id, plan_id: o.plan_id, starts_at, expires_at, state };
  });
}

/**
 * The plan a profile names: the running one, else the one that ended last (the profile says it
 * has ended), else none; and the queued ones, soonest first.
 */
export function planOfPupil(world: World, pupilId: number, now: Date = world.now()) {
  const all = subscriptionsOf(world, pupilId, now);
  const ended = all.filter((p) => p.state === 'ended');
  return {
    current: all.find((p) => p.state === 'running') ?? ended[ended.length - 1] ?? null,
    queued: all.filter((p) => p.state === 'queued'),
  };
}

/**
 * The bank confirmed: the order is paid and buys `duration_months` from today, or — while
 * another plan runs or waits — from the end of the last one (the days already paid for are
 * kept): it is queued, and the running plan stays the running one until it ends.
 */
export function payOrder(world: World, rec: OrderRec): void {
  const now = world.now();
  const pupil = world.person(rec.pupil_id)!;
  const plan = planById(rec.plan_id)!;
  const today = isoDate(now);
  const last = subscriptionsOf(world, pupil.id, now)
    .filter((p) => p.state !== 'ended')
    .reduce<string>((end, p) => (p.expires_at > end ? p.expires_at : end), today);
  const expires = addMonths(last, plan.duration_months);
  Object.assign(rec, {
    status: 'paid',
    paid_at: now,
    // A zero-priced order never met the bank: no tracking code, no card.
    reference_number: rec.amount ? referenceOf(rec.id) : null,
    card_number: rec.amount ? cardOf(pupil.id) : null,
    starts_at: last,
    expires_at: expires,
  });
  if (rec.discount_code) {
    const uses = ordersOf(world).uses;
    uses.set(rec.discount_code, (uses.get(rec.discount_code) ?? 0) + 1);
  }
  if (last > today)
    notify(world, pupil.id, 'اشتراک در نوبت', `${plan.title} تو از ${faJalali(last)} تا ${faJalali(expires)} است.`);
  else notify(world, pupil.id, 'اشتراک فعال شد', `${plan.title} تو تا ${faJalali(expires)} فعال است.`);
}

/** The pupil cancelled at the bank (or the bank refused): nothing changes but the order. */
export function endOrder(rec: OrderRec, status: 'cancelled' | 'failed'): void {
  rec.status = status;
}
