import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The education office's home (provinces) and one province's schools. */
export const provincesRoutes: RouteObject[] = [
  {
    path: paths.organization.home,
    lazy: screen(
      () => import('@/features/home/welcome/welcome-screen'),
      (m) => m.WelcomeScreen,
    ),
  },
];
