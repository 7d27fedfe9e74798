// First: before any schema is built (src/app/zod-jitless.ts).
import './app/zod-jitless';
import '@fontsource-variable/vazirmatn';
// After fontsource: its smaller cut of the same font serves Persian text (see the file).
import './app/fonts.css';
import './app/print.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// After Mantine's: child-sized touch targets (see the file).
import './app/touch.css';
import { startTransition, StrictMode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getGetServiceStatusQueryOptions, getGetServiceStatusUrl } from './api/generated/endpoints/misc/misc';
import { AppProviders } from './app/providers';
import { adoptEarlyRequests } from './app/early-data';
import { NewVersion } from './app/pwa/new-version';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { offlinePagesOwner } from './shared/offline/pages-owner';

// React Query assumes a connection until the browser says it lost one: a page opened offline
// (from the service worker) must start paused, showing what the device kept, not failing calls.
onlineManager.setOnline(navigator.onLine);
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
// Opened without a connection, a pupil's pages kept on this device are put back before the first
// render (pages-offline.ts). Online the app asks the server, as always: a kept page could be older
// than what the pupil or a teacher has just changed.
const restored =
  navigator.onLine || offlinePagesOwner() === null
    ? Promise.resolve()
    : import('./shared/offline/pages-offline')
        .then(({ restoreOfflinePages }) => restoreOfflinePages(queryClient))
        .catch(() => undefined);
// The built index.html has already asked for the service status (and the page's public data);
// without it (development), ask now. Pages do not wait for the status, but the sooner it answers,
// the sooner `maintenance` takes over (see app-root.tsx).
const adopted = adoptEarlyRequests(queryClient);
if (!adopted.includes(getGetServiceStatusUrl())) {
  void queryClient.prefetchQuery(getGetServiceStatusQueryOptions());
}

// The first page's code is often already downloaded (index.html preloads the home page's), so
// give the router a moment to finish loading it: the page then paints directly instead of
// flashing the loading spinner for a frame. Slower code gets the spinner after the wait.
void Promise.all([whenRouterReady(router, 300), restored]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices of a few milliseconds and lets the
  // browser handle input in between, instead of one long task that freezes the page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
          <NewVersion />
        </AppProviders>
      </StrictMode>,
    );
  });
});

// The service worker (installable app, offline pages) once the page has loaded; not in development.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./app/pwa/register').then((m) => m.registerServiceWorker()), {
    once: true,
  });
}
