import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The teacher's profile (the staff profile screen, shared with the school manager) and the guide. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.teacher.profile,
    lazy: screen(
      () => import('@/features/staff/profile/profile-screen'),
      (m) => m.StaffProfileScreen,
    ),
  },
  {
    path: paths.teacher.guide,
    lazy: screen(
      () => import('@/features/teacher/guide/guide-screen'),
      (m) => m.TeacherGuideScreen,
    ),
  },
];
