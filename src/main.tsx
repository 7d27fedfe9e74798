import '@fontsource-variable/vazirmatn';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getGetServiceStatusQueryOptions } from './api/generated/endpoints/misc/misc';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
// Ask for the service status before React mounts, in parallel with the route chunks: the
// status gate waits for it, so every millisecond here is a millisecond of first paint.
void queryClient.prefetchQuery(getGetServiceStatusQueryOptions());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
