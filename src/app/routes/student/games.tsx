import type { RouteObject } from 'react-router-dom';

/** Games. */
export const gamesRoutes: RouteObject[] = [];
