import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** A grade's page: its classes and charts. */
export const gradesRoutes: RouteObject[] = [
  {
    path: paths.school.grade,
    lazy: screen(
      () => import('@/features/school/grades/grade-screen'),
      (m) => m.GradeScreen,
    ),
  },
];
