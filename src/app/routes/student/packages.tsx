import type { RouteObject } from 'react-router-dom';

/** The student's packages screens (filled by their slice). */
export const packagesRoutes: RouteObject[] = [];
