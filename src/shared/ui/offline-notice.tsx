import { Alert } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { common } from '@/shared/i18n/common';

/** Whether the device has a connection, as React Query sees it (it pauses calls while offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** How many pages on screen say themselves that the device is offline (a waiting answer, a quiz). */
let saying = 0;
const sayers = new Set<() => void>();
const setSaying = (change: number) => {
  saying += change;
  sayers.forEach((listener) => listener());
};

/**
 * A page that says «اینترنت وصل نیست» itself, with what it means there (an answer waiting, a
 * quiz's answers kept), while `active`: the notice above the page steps aside, so a child never
 * reads the same warning twice.
 */
export function useSaysOfflineItself(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    setSaying(1);
    return () => setSaying(-1);
  }, [active]);
}

/**
 * «اینترنت وصل نیست» above a signed-in page while there is no connection: what the page shows is
 * what this device last received (src/shared/offline/pages-offline.ts), and it refreshes by itself
 * when the connection returns. Nothing while online, or while the page says it itself.
 */
export function OfflineNotice() {
  const online = useOnline();
  const saidByPage = useSyncExternalStore(
    (listener) => {
      sayers.add(listener);
      return () => void sayers.delete(listener);
    },
    () => saying > 0,
    () => false,
  );
  if (online || saidByPage) return null;
  return (
    <Alert role="status" color="orange" variant="light" title={common.offline.title} mb="md">
      {common.offline.body}
    </Alert>
  );
}
