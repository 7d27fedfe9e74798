import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useGetServiceStatus } from '@/api/generated/endpoints/misc/misc';
import { SessionProvider } from '@/shared/auth/session-provider';
import { ServerThemeSync } from '@/shared/settings/server-theme-sync';
import { LoadingState } from '@/shared/ui/states';

/** The status value that switches the whole app to the maintenance screen (README, product rules: constants). */
export const MAINTENANCE = 'maintenance';

const MaintenanceScreen = lazy(() =>
  import('@/features/system/maintenance/maintenance-screen').then((m) => ({
    default: m.MaintenanceScreen,
  })),
);

/**
 * Reads the service status once at start, without holding the page back: routes render at once
 * (first paint does not wait for the `/status` round trip), and `maintenance` replaces every route
 * as soon as it arrives. When the call fails (after retries) the app keeps routing — an
 * unreachable status endpoint must not lock everyone out; each screen reports its own errors.
 */
function StatusGate() {
  const status = useGetServiceStatus({
    query: { staleTime: Infinity, retry: 2 },
  });
  if (status.data?.status === MAINTENANCE) {
    return (
      <Suspense fallback={<LoadingState fullPage />}>
        <MaintenanceScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Root of every route: the session, then the status gate. */
export function AppRoot() {
  return (
    <SessionProvider>
      {/* A link opens its page at the top; back and forward put the reader where they were. */}
      <ScrollRestoration />
      {/* The signed-in user's server theme is the settings' default on every screen. */}
      <ServerThemeSync />
      <StatusGate />
    </SessionProvider>
  );
}
