import type { Grade } from '@/api/generated/model';
import { fill, type ParamValue } from '../href';
import { staffPaths } from './staff';

/** The grades a school's pages and menu cover, in order (README, product rules: pages — grades/third|fourth|fifth|sixth). */
export const schoolGrades = ['third', 'fourth', 'fifth', 'sixth'] as const satisfies readonly Grade[];
export type SchoolGrade = (typeof schoolGrades)[number];

/** The school manager's routes under /school (README, product rules: pages "School manager"). */
export const schoolPaths = {
  ...staffPaths('/school'),
  /** The menu's grades entry: a group, not a screen; each grade's page lies under it. */
  grades: '/school/grades',
  grade: '/school/grades/:grade',
  gradeHref: (grade: SchoolGrade): string => fill(schoolPaths.grade, { grade }),
  classCourse: '/school/class/:classId/course/:courseId',
  classCourseHref: (classId: ParamValue, courseId: ParamValue): string =>
    fill(schoolPaths.classCourse, { classId, courseId }),
  student: '/school/student/:studentId',
  studentHref: (studentId: ParamValue): string => fill(schoolPaths.student, { studentId }),
  /** The people the manager may write to, support first (issue 15; README, product rules: pages names no route: our decision). */
  messages: '/school/messages',
  /** The conversation with one of them, by their user id. */
  messageThread: '/school/messages/:userId',
  messageThreadHref: (userId: ParamValue): string => fill(schoolPaths.messageThread, { userId }),
} as const;
