import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** One school's dashboard as the office sees it. */
export const schoolHomeRoutes: RouteObject[] = [
  {
    path: paths.organization.school,
    lazy: screen(
      () => import('@/features/organization/school/school-screen'),
      (m) => m.OrganizationSchoolScreen,
    ),
  },
];
