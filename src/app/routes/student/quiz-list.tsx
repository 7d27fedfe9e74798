import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The quizzes before taking them (pre-quiz): open, upcoming and done, a quiz's details in `?quiz=`. */
export const quizListRoutes: RouteObject[] = [
  {
    path: paths.student.quiz.root,
    lazy: screen(
      () => import('@/features/student/quiz-list/quiz-list-screen'),
      (m) => m.QuizListScreen,
    ),
  },
];
