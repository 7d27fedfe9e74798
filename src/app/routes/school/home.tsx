import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The school manager's home (the school at a glance, the gamification switch). */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.school.home,
    lazy: screen(
      () => import('@/features/school/home/home-screen'),
      (m) => m.SchoolHomeScreen,
    ),
  },
];
