import type { RouteObject } from 'react-router-dom';

/** One school as the office sees it: its dashboard, a grade's page and its pupils (the school's screens). */
export const schoolRoutes: RouteObject[] = [];
