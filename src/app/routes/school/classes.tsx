import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The school's classes, a class's course and a bank question read back. */
export const classesRoutes: RouteObject[] = [
  {
    path: paths.school.classes,
    lazy: screen(
      () => import('@/features/school/classes/classes-screen'),
      (m) => m.ClassesScreen,
    ),
  },
  {
    path: paths.school.classCourse,
    lazy: screen(
      () => import('@/features/school/classes/class-course-screen'),
      (m) => m.ClassCourseScreen,
    ),
  },
  {
    path: paths.school.skillQuestion,
    lazy: screen(
      () => import('@/features/staff/skill-question/skill-question-screen'),
      (m) => m.SkillQuestionScreen,
    ),
  },
];
