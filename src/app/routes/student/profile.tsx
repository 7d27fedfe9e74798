import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's profile (its tabs) and the guide. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.student.profile,
    lazy: screen(
      () => import('@/features/student/profile-overview/profile-overview-screen'),
      (m) => m.ProfileOverviewScreen,
    ),
  },
];
