import type { RouteObject } from 'react-router-dom';
import { classRoutes } from './class';
import { coursesRoutes } from './courses';
import { dashboardRoutes } from './dashboard';
import { homeworkRoutes } from './homework';
import { packagesRoutes } from './packages';
import { practiceRoutes } from './practice';
import { profileRoutes } from './profile';
import { reportsRoutes } from './reports';

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
];
