import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** Reviews per grade and a review's questions. */
export const reviewsRoutes: RouteObject[] = [
  {
    path: paths.teacher.reviews,
    lazy: screen(
      () => import('@/features/teacher/reviews/reviews-screen'),
      (m) => m.ReviewsScreen,
    ),
  },
  {
    path: paths.teacher.reviewQuestion,
    lazy: screen(
      () => import('@/features/teacher/reviews/review-question-screen'),
      (m) => m.ReviewQuestionScreen,
    ),
  },
];
