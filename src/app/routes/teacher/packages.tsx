import type { RouteObject } from 'react-router-dom';

/** Packages: the list, one package, and an activity's question. */
export const packagesRoutes: RouteObject[] = [];
