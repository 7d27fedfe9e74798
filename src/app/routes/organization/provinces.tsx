import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The education office's home (provinces) and one province's schools. */
export const provincesRoutes: RouteObject[] = [
  {
    path: paths.organization.home,
    lazy: screen(
      () => import('@/features/organization/provinces/provinces-screen'),
      (m) => m.ProvincesScreen,
    ),
  },
  {
    path: paths.organization.province,
    lazy: screen(
      () => import('@/features/organization/provinces/province-schools-screen'),
      (m) => m.ProvinceSchoolsScreen,
    ),
  },
];
