import type { RouteObject } from 'react-router-dom';

/** A class course's printable report. */
export const reportsRoutes: RouteObject[] = [];
