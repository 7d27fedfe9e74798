import type { RouteObject } from 'react-router-dom';

/** The student's practice screens (filled by their slice). */
export const practiceRoutes: RouteObject[] = [];
