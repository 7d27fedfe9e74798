import type { RouteObject } from 'react-router-dom';

/** The student's courses screens (filled by their slice). */
export const coursesRoutes: RouteObject[] = [];
