import type { RouteObject } from 'react-router-dom';

/** A handed-in quiz: post-quiz and its reports. */
export const quizReportRoutes: RouteObject[] = [];
