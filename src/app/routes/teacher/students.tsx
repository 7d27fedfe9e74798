import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The teacher's pupils and one pupil's progress. */
export const studentsRoutes: RouteObject[] = [
  {
    path: paths.teacher.students,
    lazy: screen(
      () => import('@/features/teacher/students/students-screen'),
      (m) => m.StudentsScreen,
    ),
  },
  {
    path: paths.teacher.studentCourse,
    lazy: screen(
      () => import('@/features/teacher/students/student-course-screen'),
      (m) => m.StudentCourseScreen,
    ),
  },
];
