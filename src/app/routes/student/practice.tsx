import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const question = screen(
  () => import('@/features/student/practice/question-screen'),
  (m) => m.QuestionScreen,
);

/** Practice: /exercise picks the question, then its route; reviews have their own. */
export const practiceRoutes: RouteObject[] = [
  {
    path: paths.student.exercise,
    lazy: screen(
      () => import('@/features/student/practice/exercise-screen'),
      (m) => m.ExerciseScreen,
    ),
  },
  { path: paths.student.skillQuestion, lazy: question },
  { path: paths.student.homeworkQuestion, lazy: question },
  { path: paths.student.packageQuestion, lazy: question },
  {
    path: paths.student.reviewQuestion,
    lazy: screen(
      () => import('@/features/student/practice/review-question-screen'),
      (m) => m.ReviewQuestionScreen,
    ),
  },
];
