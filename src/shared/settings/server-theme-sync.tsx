import { useEffect } from 'react';
import { useSession } from '@/shared/auth/session-context';
import { useSettings } from './settings-context';

/** Feeds the signed-in user's server theme to the settings; call it anywhere inside the session. */
export function useServerThemeSync(): void {
  const theme = useSession().user?.theme ?? null;
  const { setServerTheme } = useSettings();
  useEffect(() => setServerTheme(theme), [theme, setServerTheme]);
}

/** The same as a component, for the root of the session (app-root) so it runs on every screen. */
export function ServerThemeSync() {
  useServerThemeSync();
  return null;
}
