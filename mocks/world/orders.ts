/**
 * Subscription orders: what pupils paid (or tried to) for a plan, seeded so every pupil's
 * current plan has the payment that bought it, and the live ones the checkout creates and the
 * mock's bank page settles. Paying extends the pupil's `plan`, so the profile shows it.
 */
import type { World } from './build.ts';
import { dayAt, isoDate } from './calendar.ts';
import { normaliseDigits } from './curriculum/index.ts';
import { faDigits } from './curriculum/persian.ts';
import { notify } from './notifications.ts';
import { SARA_ID } from './people.ts';
import { discountCodeOf, discountOn, planById, type DiscountCodeRec, type PlanRec } from './plans.ts';
import { hash, hashInt, hashPick } from './random.ts';
import { jalaliOf, monthName } from './report-periods.ts';
import type { PersonRec } from './types.ts';

export type OrderStatus = 'paid' | 'failed' | 'pending' | 'cancelled';

export interface OrderRec {
  id: number;
  pupil_id: number;
  plan_id: number;
  /** The plan's price when ordered (Rial). */
  original_price: number;
  discount_code: string | null;
  discount_amount: number;
  amount: number;
  status: OrderStatus;
  created_at: Date;
  paid_at: Date | null;
  /** The gateway's token for the payment. */
  authority: string;
  /** The bank's tracking code (شماره پیگیری), once paid. */
  reference_number: string | null;
  card_number: string | null;
  /** The subscription's end date (Tehran ISO date) this payment gave. */
  expires_at: string | null;
}

interface Orders {
  byId: Map<number, OrderRec>;
  byPupil: Map<number, OrderRec[]>;
  /** Paid uses of each code in this world, beside the code's `used_before`. */
  uses: Map<string, number>;
}

/** An order nobody came back from the bank for is cancelled after this long (the contract's PaymentStatus). */
const PENDING_MS = 30 * 60_000;
const CARD_PREFIXES = ['6037-99', '6104-33', '6219-86', '5892-10', '6274-12'];

const at = (iso: string) => new Date(iso);
const authorityOf = (id: number) => `A${String(hashInt(100_000_000, 999_999_999, 'authority', id)).padStart(35, '0')}`;
const referenceOf = (id: number) => String(hashInt(100_000_000_000, 999_999_999_999, 'reference', id));
// A family pays with one card: the masked number is the pupil's.
const cardOf = (pupilId: number) =>
  `${hashPick(CARD_PREFIXES, 'card', pupilId)}**-****-${String(hashInt(1000, 9999, 'card4', pupilId))}`;

/** `iso` (YYYY-MM-DD) plus `months`, the day kept (or the month's last day when it has fewer). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

function order(
  id: number,
  pupil: number,
  plan: PlanRec,
  status: OrderStatus,
  created: Date,
  code: DiscountCodeRec | null = null,
  expiresAt: string | null = null,
): OrderRec {
  const discount = code ? discountOn(code, plan.price) : 0;
  const paid = status === 'paid';
  return {
    id,
    pupil_id: pupil,
    plan_id: plan.id,
    original_price: plan.price,
    discount_code: code?.code ?? null,
    discount_amount: discount,
    amount: plan.price - discount,
    status,
    created_at: created,
    paid_at: paid ? new Date(created.getTime() + hashInt(60, 180, 'pay', id) * 1000) : null,
    authority: authorityOf(id),
    reference_number: paid ? referenceOf(id) : null,
    card_number: paid ? cardOf(pupil) : null,
    expires_at: paid ? expiresAt : null,
  };
}

/**
 * Sara's story: a gift-priced month at last Nowruz (OLD50), then on 20 September she looked at
 * the yearly plan, went back, had one failed try at the six-month plan and paid the next — it
 * runs until 2027-03-20, her plan. Every other pupil with that plan bought it the same day
 * (a few after a failed try, some of the demo school's with its code); some without a plan
 * started an order in autumn and cancelled it at the bank.
 */
function seed(world: World): Orders {
  const p = (id: number) => planById(id)!;
  const list: OrderRec[] = [
    order(56911, SARA_ID, p(1), 'paid', at('2026-03-24T10:05:12+03:30'), discountCodeOf('OLD50')!, '2026-04-24'),
    order(57604, SARA_ID, p(4), 'cancelled', at('2026-09-20T19:30:45+03:30')),
    order(58229, SARA_ID, p(2), 'failed', at('2026-09-20T19:38:02+03:30')),
    order(58231, SARA_ID, p(2), 'paid', at('2026-09-20T19:42:10+03:30'), null, '2027-03-20'),
  ];
  let next = 60_001;
  const bahonar = discountCodeOf('BAHONAR')!;
  for (const pupil of world.people) {
    if (pupil.role !== 'student' || pupil.id === SARA_ID) continue;
    if (pupil.plan) {
      const plan = p(pupil.plan.id);
      const start = addMonths(pupil.plan.expires_at, -plan.duration_months);
      const minute = hashInt(8 * 60, 21 * 60, 'order-at', pupil.id);
      const paidAt = new Date(
        dayAt(at(`${start}T12:00:00+03:30`), 0, minute).getTime() + hashInt(0, 59, 's', pupil.id) * 1000,
      );
      if (hash('order-failed', pupil.id) < 0.25)
        list.push(order(next++, pupil.id, plan, 'failed', new Date(paidAt.getTime() - 6 * 60_000)));
      const code = pupil.school_id === bahonar.school_id && hash('order-code', pupil.id) < 0.3 ? bahonar : null;
      list.push(order(next++, pupil.id, plan, 'paid', paidAt, code, pupil.plan.expires_at));
    } else if (hash('order-cancelled', pupil.id) < 0.3) {
      const day = at(`2026-10-${String(hashInt(1, 30, 'order-day', pupil.id)).padStart(2, '0')}T12:00:00+03:30`);
      const plan = p(hashPick([1, 3, 2], 'order-plan', pupil.id));
      list.push(order(next++, pupil.id, plan, 'cancelled', dayAt(day, 0, hashInt(16 * 60, 22 * 60, 'oc', pupil.id))));
    }
  }
  const orders: Orders = { byId: new Map(), byPupil: new Map(), uses: new Map() };
  for (const rec of list) if (rec.created_at <= world.builtAt) add(orders, rec);
  return orders;
}

function add(orders: Orders, rec: OrderRec): void {
  orders.byId.set(rec.id, rec);
  const own = orders.byPupil.get(rec.pupil_id) ?? [];
  own.push(rec);
  orders.byPupil.set(rec.pupil_id, own);
}

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
  const day = at(`${iso}T12:00:00+03:30`);
  const j = jalaliOf(day);
  return `${faDigits(j.day)} ${monthName(day)} ${faDigits(j.year)}`;
}

/**
 * The bank confirmed: the order is paid and the pupil's plan becomes the order's, running
 * `duration_months` from today, or from the end of the current plan when that is later (the
 * days already paid for are kept).
 */
export function payOrder(world: World, rec: OrderRec): void {
  const now = world.now();
  const pupil = world.person(rec.pupil_id)!;
  const plan = planById(rec.plan_id)!;
  const today = isoDate(now);
  const from = pupil.plan && pupil.plan.expires_at > today ? pupil.plan.expires_at : today;
  const expires = addMonths(from, plan.duration_months);
  Object.assign(rec, {
    status: 'paid',
    paid_at: now,
    // A zero-priced order never met the bank: no tracking code, no card.
    reference_number: rec.amount ? referenceOf(rec.id) : null,
    card_number: rec.amount ? cardOf(pupil.id) : null,
    expires_at: expires,
  });
  pupil.plan = { id: plan.id, expires_at: expires };
  if (rec.discount_code) {
    const uses = ordersOf(world).uses;
    uses.set(rec.discount_code, (uses.get(rec.discount_code) ?? 0) + 1);
  }
  notify(world, pupil.id, 'اشتراک فعال شد', `${plan.title} تو تا ${faJalali(expires)} فعال است.`);
}

/** The pupil cancelled at the bank (or the bank refused): nothing changes but the order. */
export function endOrder(rec: OrderRec, status: 'cancelled' | 'failed'): void {
  rec.status = status;
}
