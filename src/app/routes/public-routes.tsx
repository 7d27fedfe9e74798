import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from './lazy';

/** Public pages share the public layout (top bar with the login button). */
export const publicRoutes: RouteObject = {
  lazy: screen(
    () => import('@/app/layouts/public-layout'),
    (m) => m.PublicLayout,
  ),
  children: [
    {
      path: paths.home,
      lazy: screen(
        () => import('@/features/public/landing/landing-screen'),
        (m) => m.LandingScreen,
      ),
    },
  ],
};
