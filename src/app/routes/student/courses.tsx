import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The student's courses: every course, one subject's course (the menu's «درس»), and one course by id. */
export const coursesRoutes: RouteObject[] = [
  {
    path: paths.student.courses,
    lazy: screen(
      () => import('@/features/student/courses/courses-screen'),
      (m) => m.CoursesScreen,
    ),
  },
  {
    path: paths.student.course,
    lazy: screen(
      () => import('@/features/student/courses/course-screen'),
      (m) => m.SubjectCourseScreen,
    ),
  },
  {
    path: paths.student.courseDetail,
    lazy: screen(
      () => import('@/features/student/courses/course-screen'),
      (m) => m.CourseScreen,
    ),
  },
];
