import type { RouteObject } from 'react-router-dom';

/** A grade's page: its classes and charts. */
export const gradesRoutes: RouteObject[] = [];
