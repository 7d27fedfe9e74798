import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSettings } from '@/shared/settings/settings-context';
import { SettingsProvider } from '@/shared/settings/settings-provider';
import { cssVariablesResolver, themeFor } from './theme';

/** Mantine follows the settings: a preset choice (here or in another tab) recolours the whole app. */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { themeColorPresets, themeDirection } = useSettings();
  const theme = useMemo(() => themeFor(themeColorPresets), [themeColorPresets]);
  return (
    <DirectionProvider initialDirection={themeDirection} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Settings → direction → Mantine → notifications → React Query. The router sits inside (see main.tsx). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <SettingsProvider>
      <ThemedProviders>
        <Notifications position="top-center" limit={5} autoClose={3000} transitionDuration={600} />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemedProviders>
    </SettingsProvider>
  );
}
