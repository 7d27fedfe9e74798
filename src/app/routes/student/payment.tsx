import type { RouteObject } from 'react-router-dom';

/** Plans, the checkout and the bank's receipt. */
export const paymentRoutes: RouteObject[] = [];
