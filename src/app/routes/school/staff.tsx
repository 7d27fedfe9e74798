import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const r = paths.school;

/**
 * The staff screens the school manager shares with the teacher (spec §2: «the same quiz-report
 * routes as the teacher», a homework and a pupil's work in it, the skill question, the profile):
 * the same components, which pick the school's calls and routes by role.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: r.homework,
    lazy: screen(
      () => import('@/features/staff/homework/homework-screen'),
      (m) => m.HomeworkScreen,
    ),
  },
  {
    path: r.homeworkStudent,
    lazy: screen(
      () => import('@/features/staff/homework/pupil-screen'),
      (m) => m.PupilScreen,
    ),
  },
  {
    path: r.homeworkStudentSkill,
    lazy: screen(
      () => import('@/features/staff/homework/pupil-skill-screen'),
      (m) => m.PupilSkillScreen,
    ),
  },
  {
    path: r.profile,
    lazy: screen(
      () => import('@/features/staff/profile/profile-screen'),
      (m) => m.StaffProfileScreen,
    ),
  },
];
