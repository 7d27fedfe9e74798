import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const checkout = screen(
  () => import('@/features/student/payment/checkout-screen'),
  (m) => m.CheckoutScreen,
);

/** Plans, the step before paying, the checkout (with a plan id or a picker) and the bank's receipt. */
export const paymentRoutes: RouteObject[] = [
  {
    path: paths.student.plans,
    lazy: screen(
      () => import('@/features/student/payment/plans-screen'),
      (m) => m.PlansScreen,
    ),
  },
  {
    path: paths.student.preOrder,
    lazy: screen(
      () => import('@/features/student/payment/pre-order-screen'),
      (m) => m.PreOrderScreen,
    ),
  },
  { path: paths.student.payments, lazy: checkout },
  { path: paths.student.payment, lazy: checkout },
  {
    path: paths.student.bankReceipt,
    lazy: screen(
      () => import('@/features/student/payment/receipt-screen'),
      (m) => m.ReceiptScreen,
    ),
  },
];
