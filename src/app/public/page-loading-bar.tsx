import { Progress } from '@mantine/core';
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { t } from './strings';

/**
 * True while the router loads the next page's code. Read from the data router's state (null
 * under the plain MemoryRouter of stories and tests, where there is nothing to load).
 */
export function usePageLoading(): boolean {
  return useContext(UNSAFE_DataRouterStateContext)?.navigation.state === 'loading';
}

/** A thin animated bar across the top while the next public page loads (README, product rules: pages — loader shown). */
export function PageLoadingBar({ loading }: { /** Show the bar. */ loading: boolean }) {
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size={4}
      radius={0}
      aria-label={t.pageLoading}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 'calc(var(--mantine-z-index-app) + 1)' }}
    />
  );
}
