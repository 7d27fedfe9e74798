import type { RouteObject } from 'react-router-dom';

/** The student's homework screens (filled by their slice). */
export const homeworkRoutes: RouteObject[] = [];
