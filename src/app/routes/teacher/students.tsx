import type { RouteObject } from 'react-router-dom';

/** The teacher's pupils and one pupil's progress. */
export const studentsRoutes: RouteObject[] = [];
