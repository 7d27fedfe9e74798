import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The homework list and the homework create and edit forms. */
export const homeworkFormRoutes: RouteObject[] = [
  {
    path: paths.teacher.homeworks,
    lazy: screen(
      () => import('@/features/teacher/homework-form/homework-list-screen'),
      (m) => m.HomeworkListScreen,
    ),
  },
  {
    path: paths.teacher.homeworkNew,
    lazy: screen(
      () => import('@/features/teacher/homework-form/new-homework-screen'),
      (m) => m.NewHomeworkScreen,
    ),
  },
  {
    path: paths.teacher.homeworkEdit,
    lazy: screen(
      () => import('@/features/teacher/homework-form/edit-homework-screen'),
      (m) => m.EditHomeworkScreen,
    ),
  },
];
