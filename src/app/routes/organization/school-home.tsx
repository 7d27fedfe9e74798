import type { RouteObject } from 'react-router-dom';

/** One school's dashboard as the office sees it. */
export const schoolHomeRoutes: RouteObject[] = [];
