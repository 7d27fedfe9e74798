import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from './account';
import { classesRoutes } from './classes';
import { contentRoutes } from './content';
import { homeRoutes } from './home';
import { homeworkRoutes } from './homework';
import { homeworkFormRoutes } from './homework-form';
import { messagesRoutes } from './messages';
import { packagesRoutes } from './packages';
import { quizReportsRoutes } from './quiz-reports';
import { quizzesRoutes } from './quizzes';
import { reportsRoutes } from './reports';
import { reviewsRoutes } from './reviews';
import { studentsRoutes } from './students';

/** Every teacher screen under /teacher, one route file per area so each slice mounts its own. */
export const teacherScreens: RouteObject[] = [
  ...homeRoutes,
  ...classesRoutes,
  ...studentsRoutes,
  ...contentRoutes,
  ...homeworkRoutes,
  ...homeworkFormRoutes,
  ...packagesRoutes,
  ...reviewsRoutes,
  ...quizzesRoutes,
  ...reportsRoutes,
  ...quizReportsRoutes,
  ...accountRoutes,
  ...messagesRoutes,
];
