import type { RouteObject } from 'react-router-dom';

/** Skills, the question browser, packages and reviews. */
export const contentRoutes: RouteObject[] = [];
