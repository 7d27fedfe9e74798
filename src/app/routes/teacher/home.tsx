import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The teacher's home (the welcome screen until the teacher's dashboard lands). */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.teacher.home,
    lazy: screen(
      () => import('@/features/home/welcome/welcome-screen'),
      (m) => m.WelcomeScreen,
    ),
  },
];
