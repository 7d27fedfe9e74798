import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { quizReportRoutesOf } from '../teacher/quiz-reports';
import { classesRoutes } from './classes';
import { gradesRoutes } from './grades';
import { homeRoutes } from './home';
import { messagesRoutes } from './messages';
import { staffRoutes } from './staff';
import { studentsRoutes } from './students';

/** Every school manager screen under /school, one route file per area. */
export const schoolScreens: RouteObject[] = [
  ...homeRoutes,
  ...gradesRoutes,
  ...classesRoutes,
  ...studentsRoutes,
  ...staffRoutes,
  ...quizReportRoutesOf(paths.school.quizReports),
  ...messagesRoutes,
];
