/** The subscription plans on sale (payment area) and the titles a user's `plan` shows. Prices in Rial. */
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

const MONTHLY = 2_490_000;
const FEATURES = ['تمرین نامحدود همهٔ مهارت‌های پایه', 'راه‌حل گام‌به‌گام هر پرسش', 'گزارش پیشرفت برای خانواده'];

export const PLANS: readonly PlanRec[] = [
  {
    id: 1,
    title: 'اشتراک یک‌ماهه',
    period: 'monthly',
    duration_months: 1,
    price: MONTHLY,
    original_price: MONTHLY,
    features: FEATURES,
    is_recommended: false,
  },
  {
    id: 2,
    title: 'اشتراک شش‌ماهه',
    period: 'semiannual',
    duration_months: 6,
    price: 11_990_000,
    original_price: 6 * MONTHLY,
    features: [...FEATURES, 'آزمون‌های کلاسی و مرور'],
    is_recommended: true,
  },
  {
    id: 3,
    title: 'اشتراک یک‌ساله',
    period: 'yearly',
    duration_months: 12,
    price: 19_990_000,
    original_price: 12 * MONTHLY,
    features: [...FEATURES, 'آزمون‌های کلاسی و مرور', 'بازی‌های آموزشی'],
    is_recommended: false,
  },
];

export const planById = (id: number): PlanRec | undefined => PLANS.find((plan) => plan.id === id);
