import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's class page, the class channel's messages and the guide. */
export const classRoutes: RouteObject[] = [
  {
    path: paths.student.class,
    lazy: screen(
      () => import('@/features/student/class/class-screen'),
      (m) => m.ClassScreen,
    ),
  },
  {
    path: paths.student.classMessage,
    lazy: screen(
      () => import('@/features/student/class-messages/class-messages-screen'),
      (m) => m.ClassMessagesScreen,
    ),
  },
  {
    path: paths.student.guide,
    lazy: screen(
      () => import('@/features/student/guide/guide-screen'),
      (m) => m.GuideScreen,
    ),
  },
];
