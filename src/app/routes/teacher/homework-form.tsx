import type { RouteObject } from 'react-router-dom';

/** The homework list and the homework create and edit forms. */
export const homeworkFormRoutes: RouteObject[] = [];
