import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's dashboard. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.student.home,
    lazy: screen(
      () => import('@/features/student/dashboard/dashboard-screen'),
      (m) => m.DashboardScreen,
    ),
  },
];
