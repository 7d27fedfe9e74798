import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

const quiz = paths.student.quiz;

/** A handed-in quiz: post-quiz and its reports. */
export const quizReportRoutes: RouteObject[] = [
  {
    path: quiz.postQuiz,
    lazy: screen(
      () => import('@/features/student/quiz-report/post-quiz-screen'),
      (m) => m.PostQuizScreen,
    ),
  },
  {
    path: quiz.report,
    lazy: screen(
      () => import('@/features/student/quiz-report/report-screen'),
      (m) => m.ReportScreen,
    ),
  },
  {
    path: quiz.reportQuestions,
    lazy: screen(
      () => import('@/features/student/quiz-report/questions-screen'),
      (m) => m.QuestionsScreen,
    ),
  },
  {
    path: quiz.reportQuestionsDetail,
    lazy: screen(
      () => import('@/features/student/quiz-report/questions-detail-screen'),
      (m) => m.QuestionsDetailScreen,
    ),
  },
  {
    path: quiz.question,
    lazy: screen(
      () => import('@/features/student/quiz-report/question-screen'),
      (m) => m.QuestionScreen,
    ),
  },
  {
    path: quiz.finalReport,
    lazy: screen(
      () => import('@/features/student/quiz-report/final-report-screen'),
      (m) => m.FinalReportScreen,
    ),
  },
];
