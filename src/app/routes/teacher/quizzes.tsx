import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The teacher's quizzes and the new-quiz form. */
export const quizzesRoutes: RouteObject[] = [
  {
    path: paths.teacher.quizzes,
    lazy: screen(
      () => import('@/features/teacher/quizzes/quizzes-screen'),
      (m) => m.QuizzesScreen,
    ),
  },
  {
    path: paths.teacher.quizNew,
    lazy: screen(
      () => import('@/features/teacher/quizzes/new-quiz-screen'),
      (m) => m.NewQuizScreen,
    ),
  },
];
