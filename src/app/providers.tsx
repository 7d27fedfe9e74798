import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** Direction → Mantine → notifications → React Query. The router sits inside (see main.tsx). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-center" limit={5} autoClose={3000} transitionDuration={600} />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
