import type { RouteObject } from 'react-router-dom';

/** A school's grade page and its pupils as the office sees them: the school manager's screens. */
export const schoolRoutes: RouteObject[] = [];
