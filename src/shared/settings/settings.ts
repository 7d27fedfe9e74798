import type { ThemePreset } from '@/api/generated/model';
import { DEFAULT_PRESET, isPreset } from './presets';

/** Local storage key of the settings (README, product rules: constants). */
export const SETTINGS_KEY = 'settings';

export type Direction = 'rtl' | 'ltr';

/** What is kept in local storage (README, product rules: records "Settings"). */
export interface StoredSettings {
  themeColorPresets: ThemePreset;
  themeDirection: Direction;
}

/**
 * README, product rules: states — stored language 'ar' means right to left, anything else left to right. The product is
 * Persian-only, and Persian is written right to left too, so 'fa' maps to rtl as well.
 */
export function directionFor(language: string | null | undefined): Direction {
  return language === 'ar' || language === 'fa' ? 'rtl' : 'ltr';
}

/** The product's only language; it decides the stored direction. */
export const APP_LANGUAGE = 'fa';

/** Reads a stored value; anything malformed counts as «nothing stored» rather than breaking the app. */
export function parseSettings(raw: string | null | undefined): StoredSettings | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredSettings> | null;
    if (!value || !isPreset(value.themeColorPresets)) return undefined;
    return { themeColorPresets: value.themeColorPresets, themeDirection: directionFor(APP_LANGUAGE) };
  } catch {
    return undefined;
  }
}

/** The preset the app falls back to: the signed-in user's server theme, else the product default. */
export function defaultPresetFor(serverTheme: ThemePreset | null | undefined): ThemePreset {
  return serverTheme ?? DEFAULT_PRESET;
}

/** The preset in effect: the stored choice wins over the default. */
export function effectivePreset(stored: StoredSettings | undefined, serverTheme?: ThemePreset | null): ThemePreset {
  return stored?.themeColorPresets ?? defaultPresetFor(serverTheme);
}

/** A reset (and the dot on the settings button) is offered only when the stored choice differs from the default. */
export function canReset(stored: StoredSettings | undefined, serverTheme?: ThemePreset | null): boolean {
  return stored !== undefined && stored.themeColorPresets !== defaultPresetFor(serverTheme);
}
