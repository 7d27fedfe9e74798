import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ThemePreset } from '@/api/generated/model';
import { SettingsContext, type SettingsValue } from './settings-context';
import {
  APP_LANGUAGE,
  canReset,
  directionFor,
  effectivePreset,
  parseSettings,
  SETTINGS_KEY,
  type StoredSettings,
} from './settings';

/**
 * Owns the settings in local storage under 'settings'. Mantine's useLocalStorage keeps every tab
 * in step (the storage event) and every hook in this tab (its own event). It sits above the
 * session (the theme must wrap everything), so the session reports the server theme through
 * `setServerTheme` (see ServerThemeSync).
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [stored, setStored, removeStored] = useLocalStorage<StoredSettings | undefined>({
    key: SETTINGS_KEY,
    // Read at once: a client-only app, and reading in an effect would flash the default colour.
    getInitialValueInEffect: false,
    deserialize: parseSettings,
  });
  const [serverTheme, setServerTheme] = useState<ThemePreset | null>(null);

  const setPreset = useCallback(
    (preset: ThemePreset) => setStored({ themeColorPresets: preset, themeDirection: directionFor(APP_LANGUAGE) }),
    [setStored],
  );

  const value = useMemo<SettingsValue>(
    () => ({
      themeColorPresets: effectivePreset(stored, serverTheme),
      themeDirection: directionFor(APP_LANGUAGE),
      canReset: canReset(stored, serverTheme),
      setPreset,
      reset: removeStored,
      setServerTheme,
    }),
    [stored, serverTheme, setPreset, removeStored],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
