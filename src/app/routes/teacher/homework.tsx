import type { RouteObject } from 'react-router-dom';

/** A homework's detail, one pupil's work and one skill's answers (shared with the school). */
export const homeworkRoutes: RouteObject[] = [];
