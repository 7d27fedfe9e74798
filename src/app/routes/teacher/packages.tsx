import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** Packages: the list, one package, and an activity's question. */
export const packagesRoutes: RouteObject[] = [
  {
    path: paths.teacher.packages,
    lazy: screen(
      () => import('@/features/teacher/packages/packages-screen'),
      (m) => m.PackagesScreen,
    ),
  },
  {
    path: paths.teacher.package,
    lazy: screen(
      () => import('@/features/teacher/packages/package-screen'),
      (m) => m.PackageScreen,
    ),
  },
  {
    path: paths.teacher.packageQuestion,
    lazy: screen(
      () => import('@/features/teacher/packages/package-question-screen'),
      (m) => m.PackageQuestionScreen,
    ),
  },
];
