import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const profileScreen = screen(
  () => import('@/features/student/profile/profile-screen'),
  (m) => m.ProfileScreen,
);

/** The student's profile: the overview at /profile and each tab at /profile/:tab (one screen, one chunk). */
export const profileRoutes: RouteObject[] = [
  { path: paths.student.profile, lazy: profileScreen },
  { path: paths.student.profileTab, lazy: profileScreen },
];
