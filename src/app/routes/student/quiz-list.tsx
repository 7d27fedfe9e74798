import type { RouteObject } from 'react-router-dom';

/** The quizzes before taking them (pre-quiz). */
export const quizListRoutes: RouteObject[] = [];
