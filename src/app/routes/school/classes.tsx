import type { RouteObject } from 'react-router-dom';

/** The school's classes and a class's course. */
export const classesRoutes: RouteObject[] = [];
