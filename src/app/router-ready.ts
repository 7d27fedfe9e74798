import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has loaded the first location's lazy route modules, or after
 * `maxWaitMs`, whichever comes first (never rejects: a failed load is the router's to show).
 */
export function whenRouterReady(router: DataRouter, maxWaitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
