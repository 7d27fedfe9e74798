import { useCallback, useContext } from 'react';
import { useLocation, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

/**
 * Whether the page that calls it is still where the user is. A page stays on screen after a tap
 * on a link while the next page's code loads (the router renders it in a transition), and its
 * effects go on running: one that moves the address then (practice moving to the next question)
 * would pull the user back from where they chose to go. The router's own state has the address
 * the user asked for before the screen changes; the rendered location is this page's. Outside the
 * app's data router (stories and tests in a memory router) there is no pending move to lose.
 */
export function useStillHere(): () => boolean {
  const rendered = useLocation();
  const router = useContext(DataRouterContext)?.router;
  return useCallback(() => {
    if (!router) return true;
    const { location, navigation } = router.state;
    return (
      navigation.state === 'idle' && location.pathname === rendered.pathname && location.search === rendered.search
    );
  }, [router, rendered.pathname, rendered.search]);
}
