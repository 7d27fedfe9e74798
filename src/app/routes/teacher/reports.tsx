import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** A class course's printable report. */
export const reportsRoutes: RouteObject[] = [
  {
    path: paths.teacher.classReportPrint,
    lazy: screen(
      () => import('@/features/teacher/class-report/class-report-print-screen'),
      (m) => m.ClassReportPrintScreen,
    ),
  },
];
