import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's packages (one package's activities) and reviews (with the list of packages). */
export const packagesRoutes: RouteObject[] = [
  {
    path: paths.student.package,
    lazy: screen(
      () => import('@/features/student/packages/package-screen'),
      (m) => m.PackageScreen,
    ),
  },
  {
    path: paths.student.courseReview,
    lazy: screen(
      () => import('@/features/student/reviews/course-review-screen'),
      (m) => m.CourseReviewScreen,
    ),
  },
];
