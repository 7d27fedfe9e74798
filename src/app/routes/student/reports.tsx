import type { RouteObject } from 'react-router-dom';

/** The student's reports screens (filled by their slice). */
export const reportsRoutes: RouteObject[] = [];
