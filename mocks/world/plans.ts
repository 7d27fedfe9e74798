/**
 * The subscription plans on sale (payment area), the titles a user's `plan` shows, and the
 * discount codes the checkout accepts. Prices in Rial (the app shows Toman = Rial / 10). The
 * four plans are the contract's (openapi/paths/payment.yaml): ids 1 monthly, 3 quarterly,
 * 2 six-month, 4 yearly, listed shortest first.
 */
export interface PlanRec {
  id: number;
  title: string;
  period: 'monthly' | 'quarterly' | 'semiannual' | 'yearly';
  duration_months: 1 | 3 | 6 | 12;
  price: number;
  original_price: number;
  features: string[];
  is_recommended: boolean;
}

const MONTHLY = 1_490_000;
const BASE = [
  'تمرین همه مهارت‌های ریاضی، فارسی و علوم پایه خودت',
  'گزارش پیشرفت هفتگی برای خانواده',
  'نشان‌ها و جام‌های انگیزشی',
];
const QUIZZES = 'آزمون‌های ماهانه با کارنامه';
const REVIEW = 'مرور پایان فصل پیش از امتحان‌های دی و خرداد';

export const PLANS: readonly PlanRec[] = [
  {
    id: 1,
    title: 'اشتراک یک‌ماهه',
    period: 'monthly',
    duration_months: 1,
    price: MONTHLY,
    original_price: MONTHLY,
    features: BASE,
    is_recommended: false,
  },
  {
    id: 3,
    title: 'اشتراک سه‌ماهه',
    period: 'quarterly',
    duration_months: 3,
    price: 3_990_000,
    original_price: 3 * MONTHLY,
    features: [...BASE, QUIZZES],
    is_recommended: false,
  },
  {
    id: 2,
    title: 'اشتراک شش‌ماهه',
    period: 'semiannual',
    duration_months: 6,
    price: 6_990_000,
    original_price: 6 * MONTHLY,
    features: [...BASE, QUIZZES, REVIEW],
    is_recommended: true,
  },
  {
    id: 4,
    title: 'اشتراک یک‌ساله',
    period: 'yearly',
    duration_months: 12,
    price: 11_990_000,
    original_price: 12 * MONTHLY,
    features: [...BASE, QUIZZES, REVIEW, 'دسترسی به مهارت‌های پایه بعد در تابستان'],
    is_recommended: false,
  },
];

export const planById = (id: number): PlanRec | undefined => PLANS.find((plan) => plan.id === id);

/**
 * A discount code. Exactly one of `percent` and `amount` (Rial) is set. `plan_ids` null means
 * every plan; `school_id` null means every school; `expires_at` is the last day it can be used (Tehran), null for no end;
 * `used_before` counts the uses before the world was built (others' purchases), so a code with
 * `used_before` = `max_uses` is used up from the start.
 */
export interface DiscountCodeRec {
  code: string;
  percent: number | null;
  amount: number | null;
  plan_ids: number[] | null;
  school_id: number | null;
  expires_at: string | null;
  max_uses: number;
  used_before: number;
}

export const DISCOUNT_CODES: readonly DiscountCodeRec[] = [
  // The /nowruz campaign's early-bird code, for the six-month plan only (support tells pupils
  // so in its chats), good until 13 Farvardin 1406.
  {
    code: 'NOWRUZ1406',
    percent: 20,
    amount: null,
    plan_ids: [2],
    school_id: null,
    expires_at: '2027-04-02',
    max_uses: 5000,
    used_before: 1312,
  },
  {
    code: 'MEHR10',
    percent: 10,
    amount: null,
    plan_ids: [4],
    school_id: null,
    expires_at: null,
    max_uses: 100_000,
    used_before: 845,
  },
  // The demo school's own code, for its pupils only: a fixed 500,000 Rial off.
  {
    code: 'BAHONAR',
    percent: null,
    amount: 500_000,
    plan_ids: null,
    school_id: 1,
    expires_at: null,
    max_uses: 300,
    used_before: 41,
  },
  // Last Nowruz's code (Sara used it for a month in Farvardin 1405).
  {
    code: 'OLD50',
    percent: 50,
    amount: null,
    plan_ids: null,
    school_id: null,
    expires_at: '2026-04-02',
    max_uses: 5000,
    used_before: 4021,
  },
  // The autumn code ran out in Aban.
  {
    code: 'PAIZ1405',
    percent: 15,
    amount: null,
    plan_ids: null,
    school_id: null,
    expires_at: '2026-12-21',
    max_uses: 500,
    used_before: 500,
  },
  // A gift month (100%): the zero-priced order goes straight to the receipt.
  {
    code: 'HEDIEH',
    percent: 100,
    amount: null,
    plan_ids: [1],
    school_id: null,
    expires_at: null,
    max_uses: 50,
    used_before: 12,
  },
];

/** The code's record, by its cleaned text (orders.ts `cleanCode`). */
export const discountCodeOf = (code: string): DiscountCodeRec | undefined =>
  DISCOUNT_CODES.find((rec) => rec.code === code);

/** The reduction a code gives on a price, in Rial, never more than the price. */
export function discountOn(rec: DiscountCodeRec, price: number): number {
  const off = rec.percent !== null ? Math.round((price * rec.percent) / 100) : (rec.amount ?? 0);
  return Math.min(price, off);
}
