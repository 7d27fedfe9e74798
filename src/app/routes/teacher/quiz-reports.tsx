import type { RouteObject } from 'react-router-dom';
import { paths, type StaffPaths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** Quiz reports under one staff role's root: the same six screens, which pick the role's calls. */
export function quizReportRoutesOf(r: StaffPaths['quizReports']): RouteObject[] {
  return [
    {
      path: r.root,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/classes-screen'),
        (m) => m.ClassesScreen,
      ),
    },
    {
      path: r.class,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/class-screen'),
        (m) => m.ClassScreen,
      ),
    },
    {
      path: r.quiz,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/quiz-screen'),
        (m) => m.QuizScreen,
      ),
    },
    {
      path: r.student,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/student-screen'),
        (m) => m.StudentScreen,
      ),
    },
    {
      path: r.questions,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/questions-screen'),
        (m) => m.QuestionsScreen,
      ),
    },
    {
      path: r.questionsDetail,
      lazy: screen(
        () => import('@/features/staff/quiz-reports/questions-detail-screen'),
        (m) => m.QuestionsDetailScreen,
      ),
    },
  ];
}

/** The teacher's quiz reports. */
export const quizReportsRoutes: RouteObject[] = quizReportRoutesOf(paths.teacher.quizReports);
