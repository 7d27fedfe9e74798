import type { RouteObject } from 'react-router-dom';

/** Reviews per grade and a review's questions. */
export const reviewsRoutes: RouteObject[] = [];
