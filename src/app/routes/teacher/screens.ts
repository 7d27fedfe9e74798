import type { RouteObject } from 'react-router-dom';
import { classesRoutes } from './classes';
import { contentRoutes } from './content';
import { homeRoutes } from './home';
import { quizReportsRoutes } from './quiz-reports';
import { studentsRoutes } from './students';

/** Every teacher screen under /teacher, one route file per area so each slice mounts its own. */
export const teacherScreens: RouteObject[] = [
  ...homeRoutes,
  ...classesRoutes,
  ...studentsRoutes,
  ...contentRoutes,
  ...quizReportsRoutes,
];
