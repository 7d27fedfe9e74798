import { Alert } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { common } from '@/shared/i18n/common';

/** Whether the device has a connection, as React Query sees it (it pauses calls while offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * «اینترنت وصل نیست» above a signed-in page while there is no connection: what the page shows is
 * what this device last received (offline-cache.ts), and it refreshes by itself when the
 * connection returns. Nothing while online.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert role="status" color="orange" variant="light" title={common.offline.title} mb="md">
      {common.offline.body}
    </Alert>
  );
}
