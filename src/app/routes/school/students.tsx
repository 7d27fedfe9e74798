import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The school's pupils and one pupil's progress. */
export const studentsRoutes: RouteObject[] = [
  {
    path: paths.school.students,
    lazy: screen(
      () => import('@/features/school/students/students-screen'),
      (m) => m.StudentsScreen,
    ),
  },
  {
    path: paths.school.student,
    lazy: screen(
      () => import('@/features/school/students/student-screen'),
      (m) => m.StudentScreen,
    ),
  },
];
