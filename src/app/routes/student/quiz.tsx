import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const quizScreen = screen(
  () => import('@/features/student/quiz/quiz-take-screen'),
  (m) => m.QuizTakeScreen,
);

/** Taking a quiz: one question at a time, and the list of its questions (one screen, one chunk). */
export const quizRoutes: RouteObject[] = [
  { path: paths.student.quiz.take, lazy: quizScreen },
  { path: paths.student.quiz.list, lazy: quizScreen },
];
