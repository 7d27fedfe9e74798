import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's homework: the class's list (three tabs, `?grade=&subject=`) and one homework's page. */
export const homeworkRoutes: RouteObject[] = [
  {
    path: paths.student.homeworks,
    lazy: screen(
      () => import('@/features/student/homework/homework-list-screen'),
      (m) => m.HomeworkListScreen,
    ),
  },
  {
    path: paths.student.homework,
    lazy: screen(
      () => import('@/features/student/homework/homework-detail-screen'),
      (m) => m.HomeworkDetailScreen,
    ),
  },
];
