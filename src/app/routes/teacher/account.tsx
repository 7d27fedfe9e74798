import type { RouteObject } from 'react-router-dom';

/** The teacher's profile and the guide. */
export const accountRoutes: RouteObject[] = [];
