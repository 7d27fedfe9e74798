import { createContext, useContext } from 'react';
import type { ThemePreset } from '@/api/generated/model';
import type { Direction } from './settings';

export interface SettingsValue {
  /** The preset in effect (stored choice, else server theme, else the default). */
  themeColorPresets: ThemePreset;
  themeDirection: Direction;
  /** The stored choice differs from the server theme: show the dot and offer a reset. */
  canReset: boolean;
  /** Stores a new preset; every open tab recolours. */
  setPreset: (preset: ThemePreset) => void;
  /** Forgets the stored choice, so the server theme applies again. */
  reset: () => void;
  /** Tells the settings the signed-in user's server theme (null when signed out). */
  setServerTheme: (theme: ThemePreset | null) => void;
}

export const SettingsContext = createContext<SettingsValue | null>(null);

/** The current settings; throws outside SettingsProvider (README, product rules: messages) so a missing provider fails loudly. */
export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
