import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's reports and performance charts (the chart code loads only with these screens). */
export const reportsRoutes: RouteObject[] = [
  {
    path: paths.student.report,
    lazy: screen(
      () => import('@/features/student/reports/report-screen'),
      (m) => m.ReportScreen,
    ),
  },
  {
    path: paths.student.performance,
    lazy: screen(
      () => import('@/features/student/reports/performance-screen'),
      (m) => m.PerformanceScreen,
    ),
  },
];
