import type { MantineColorsTuple } from '@mantine/core';
import { ThemePreset } from '@/api/generated/model';
import { amber, blossom, indigo, pencil, sky, teal, tree, turmeric, violet } from './palettes';

/** One theme preset (README, product rules: records): a primary set, a secondary set and, where it matters, status sets. */
export interface Preset {
  /** Persian name shown in the settings drawer. */
  name: string;
  /** Mantine colour name the primary set is registered under (kept apart from Mantine's own names). */
  colorName: string;
  primary: MantineColorsTuple;
  secondary: MantineColorsTuple;
  success?: MantineColorsTuple;
  warning?: MantineColorsTuple;
}

/** The six presets, keyed by the server's `ThemePreset` values. */
export const presets: Record<ThemePreset, Preset> = {
  green: { name: 'درختی', colorName: 'tree', primary: tree, secondary: turmeric, warning: amber },
  orange: { name: 'زردچوبه‌ای', colorName: 'turmeric', primary: turmeric, secondary: indigo, success: teal },
  cyan: { name: 'آسمونی', colorName: 'sky', primary: sky, secondary: violet },
  purple: { name: 'بنفشه', colorName: 'violetFlower', primary: violet, secondary: blossom, success: teal },
  pink: { name: 'گلگلی', colorName: 'blossom', primary: blossom, secondary: sky, warning: amber },
  black: { name: 'نوک مدادی', colorName: 'pencil', primary: pencil, secondary: sky },
};

/** The six preset keys in the order the drawer shows them. */
export const presetKeys = Object.values(ThemePreset);

/** The app's colour when there is neither a stored choice nor a signed-in user. */
export const DEFAULT_PRESET: ThemePreset = 'cyan';

/** True when `value` is one of the six preset keys (stored values may be stale or hand-edited). */
export function isPreset(value: unknown): value is ThemePreset {
  return typeof value === 'string' && (presetKeys as string[]).includes(value);
}
