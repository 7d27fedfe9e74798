import type { RouteObject } from 'react-router-dom';

/** A survey. */
export const surveyRoutes: RouteObject[] = [];
