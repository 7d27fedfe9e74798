import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Route `lazy` for a module's named component, so each screen is its own chunk and a role's
 * code never ships in another role's first load.
 */
export function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}
