import type { RouteObject } from 'react-router-dom';
import { classRoutes } from './class';
import { coursesRoutes } from './courses';
import { dashboardRoutes } from './dashboard';
import { gamesRoutes } from './games';
import { homeworkRoutes } from './homework';
import { messagesRoutes } from './messages';
import { packagesRoutes } from './packages';
import { paymentRoutes } from './payment';
import { practiceRoutes } from './practice';
import { profileRoutes } from './profile';
import { quizRoutes } from './quiz';
import { quizListRoutes } from './quiz-list';
import { quizReportRoutes } from './quiz-report';
import { reportsRoutes } from './reports';
import { surveyRoutes } from './survey';

/** Every student screen, one route file per area so each slice mounts its own. */
export const studentScreens: RouteObject[] = [
  ...dashboardRoutes,
  ...coursesRoutes,
  ...practiceRoutes,
  ...homeworkRoutes,
  ...packagesRoutes,
  ...classRoutes,
  ...reportsRoutes,
  ...profileRoutes,
  ...quizListRoutes,
  ...quizRoutes,
  ...quizReportRoutes,
  ...paymentRoutes,
  ...surveyRoutes,
  ...gamesRoutes,
  ...messagesRoutes,
];
