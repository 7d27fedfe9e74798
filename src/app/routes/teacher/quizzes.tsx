import type { RouteObject } from 'react-router-dom';

/** The teacher's quizzes and the new-quiz form. */
export const quizzesRoutes: RouteObject[] = [];
