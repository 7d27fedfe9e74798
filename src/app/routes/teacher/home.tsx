import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The teacher's home: classes, open homework, quizzes and pupils who need attention. */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.teacher.home,
    lazy: screen(
      () => import('@/features/teacher/home/home-screen'),
      (m) => m.TeacherHomeScreen,
    ),
  },
];
