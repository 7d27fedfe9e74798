import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

/** A route opts out of the footer with `handle: { footer: false }`. */
export interface ChromeHandle {
  footer?: boolean;
}

/** False when any matched route carries `handle: { footer: false }`. */
export function footerWanted(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as ChromeHandle | undefined)?.footer === false);
}

/**
 * Reads the matched routes' handles. `useMatches` throws outside a data router, and stories and
 * tests render layouts inside AppWrapper's plain MemoryRouter, so this reads the same state
 * `useMatches` reads and treats "no data router" as "no opt-out".
 */
export function useFooterWanted(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return footerWanted(state?.matches.map((match) => match.route.handle) ?? []);
}
