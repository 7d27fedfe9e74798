import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const r = paths.teacher;

/** A homework's detail, one pupil's work and one skill's answers (shared with the school). */
export const homeworkRoutes: RouteObject[] = [
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
];
