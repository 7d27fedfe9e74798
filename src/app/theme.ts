import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { ThemePreset } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { presetKeys, presets } from '@/shared/settings/presets';

// Every preset's primary set is registered, so a preset switch only changes `primaryColor`.
const presetColors = Object.fromEntries(presetKeys.map((key) => [presets[key].colorName, presets[key].primary]));

/** The Mantine theme: Vazirmatn everywhere, child-sized touch targets, rounded friendly shapes. */
export const baseTheme = createTheme({
  fontFamily: "'Vazirmatn Variable', Tahoma, sans-serif",
  headings: {
    fontFamily: "'Vazirmatn Variable', Tahoma, sans-serif",
    fontWeight: '800',
  },
  colors: presetColors,
  // Shade 9 in light mode: every preset's 9 keeps white text (and primary text on white) at 4.5:1.
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    // Every field medium: 44 px tall with src/app/touch.css, and 16 px text, which phones' browsers
    // do not zoom into on focus.
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    PinInput: { defaultProps: { size: 'lg' } },
    // Toasts' close buttons are icon-only: give every one a Persian name (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': common.closeToast } } },
    // README, product rules: constants — scrollbars hide 175 ms after scrolling stops.
    ScrollArea: { defaultProps: { scrollHideDelay: 175 } },
  },
});

/**
 * The theme for one preset: its primary as `primaryColor`, its secondary as the `secondary`
 * colour, and its status sets (when it has them) as `success` / `warning`; otherwise Mantine's
 * green and yellow stand in.
 */
export function themeFor(preset: ThemePreset): MantineThemeOverride {
  const { colorName, secondary, success, warning } = presets[preset];
  return mergeThemeOverrides(baseTheme, {
    primaryColor: colorName,
    colors: { secondary, ...(success && { success }), ...(warning && { warning }) },
  });
}

/** WCAG 2 contrast of two colours (1–21). */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The `light` variant (a chip, a badge, a light button) draws shade 9 on shade 1, which is under
 * 4.5:1 for teal (4.33), green, lime, yellow and orange: a «انجام شده» chip failed axe whenever it
 * could measure it. Those colours' light text is shade 9 darkened just enough to read at 4.5:1.
 */
export function readableLightText(shades: readonly string[]): string | null {
  const [background, text] = [shades[1]!, shades[9]!];
  if (contrast(text, background) >= 4.6) return null;
  let amount = 0;
  while (contrast(darken(text, amount), background) < 4.6 && amount < 1) amount += 0.05;
  return darken(text, amount);
}

/** Secondary and error text darker than Mantine's defaults, so they meet WCAG AA contrast (4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        const text = readableLightText(shades);
        return text ? [[`--mantine-color-${name}-light-color`, text]] : [];
      }),
    ),
  },
  dark: {},
});
