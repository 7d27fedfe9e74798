/**
 * The orders the world starts with, and how an order is made: Sara's story and every other
 * pupil's (world/orders.ts keeps them and adds the live ones).
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import { SARA_ID } from './people.ts';
import { discountCodeOf, discountOn, planById, type DiscountCodeRec, type PlanRec } from './plans.ts';
import { hash, hashInt, hashPick } from './random.ts';

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
  /** The period this payment bought (Tehran ISO dates), once paid: it starts the day it was paid, or the day the one before it ends (orders.ts subscriptionsOf). */
  starts_at: string | null;
  /** The subscription's end date (Tehran ISO date) this payment gave. */
  expires_at: string | null;
}

export interface Orders {
  byId: Map<number, OrderRec>;
  byPupil: Map<number, OrderRec[]>;
  /** Paid uses of each code in this world, beside the code's `used_before`. */
  uses: Map<string, number>;
}

const CARD_PREFIXES = ['6037-99', '6104-33', '6219-86', '5892-10', '6274-12'];

const at = (iso: string) => new Date(iso);
const authorityOf = (id: number) => `A${String(hashInt(100_000_000, 999_999_999, 'authority', id)).padStart(35, '0')}`;
export const referenceOf = (id: number) => String(hashInt(100_000_000_000, 999_999_999_999, 'reference', id));
// A family pays with one card: the masked number is the pupil's.
export const cardOf = (pupilId: number) =>
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

export function order(
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
    starts_at: paid && expiresAt ? addMonths(expiresAt, -plan.duration_months) : null,
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
export function seed(world: World): Orders {
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

export function add(orders: Orders, rec: OrderRec): void {
  orders.byId.set(rec.id, rec);
  const own = orders.byPupil.get(rec.pupil_id) ?? [];
  own.push(rec);
  orders.byPupil.set(rec.pupil_id, own);
}
