import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';

/** The lab (development area, teacher only): its home until its tools land. */
export const labScreens: RouteObject[] = [
  {
    path: paths.lab.root,
    lazy: screen(
      () => import('@/features/home/welcome/welcome-screen'),
      (m) => m.WelcomeScreen,
    ),
  },
];
