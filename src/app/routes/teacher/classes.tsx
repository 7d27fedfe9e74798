import type { RouteObject } from 'react-router-dom';

/** Classes, a class's course tabs and its channel. */
export const classesRoutes: RouteObject[] = [];
