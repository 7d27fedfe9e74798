import type { RouteObject } from 'react-router-dom';

/** The school's pupils and one pupil's progress. */
export const studentsRoutes: RouteObject[] = [];
