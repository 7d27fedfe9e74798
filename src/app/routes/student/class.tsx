import type { RouteObject } from 'react-router-dom';

/** The student's class screens (filled by their slice). */
export const classRoutes: RouteObject[] = [];
