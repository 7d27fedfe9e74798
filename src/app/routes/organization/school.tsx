import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** A school's grade page and its pupils as the office sees them: the school manager's screens. */
export const schoolRoutes: RouteObject[] = [
  {
    path: paths.organization.schoolGrade,
    lazy: screen(
      () => import('@/features/school/grades/grade-screen'),
      (m) => m.GradeScreen,
    ),
  },
  {
    path: paths.organization.schoolStudents,
    lazy: screen(
      () => import('@/features/school/students/students-screen'),
      (m) => m.StudentsScreen,
    ),
  },
];
