import type { RouteObject } from 'react-router-dom';

/** Taking a quiz. */
export const quizRoutes: RouteObject[] = [];
