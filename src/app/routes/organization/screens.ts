import type { RouteObject } from 'react-router-dom';
import { provincesRoutes } from './provinces';
import { schoolRoutes } from './school';
import { schoolHomeRoutes } from './school-home';

/** Every education-office screen under /organization, one route file per area. */
export const organizationScreens: RouteObject[] = [...provincesRoutes, ...schoolHomeRoutes, ...schoolRoutes];
