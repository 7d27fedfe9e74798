import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const r = paths.teacher.quizReports;

/** Quiz reports (the staff screens, shared with the school). */
export const quizReportsRoutes: RouteObject[] = [
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
