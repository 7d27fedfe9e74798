import type { RouteObject } from 'react-router-dom';

/** Quiz reports (the staff screens, shared with the school). */
export const quizReportsRoutes: RouteObject[] = [];
