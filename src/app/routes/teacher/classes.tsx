import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const classCourse = screen(
  () => import('@/features/teacher/classes/class-course-screen'),
  (m) => m.ClassCourseScreen,
);

/** Classes, a class's course tabs and its channel. */
export const classesRoutes: RouteObject[] = [
  {
    path: paths.teacher.classes,
    lazy: screen(
      () => import('@/features/teacher/classes/classes-screen'),
      (m) => m.ClassesScreen,
    ),
  },
  { path: paths.teacher.classCourse, lazy: classCourse },
  { path: paths.teacher.classCourseEdit, lazy: classCourse },
];
