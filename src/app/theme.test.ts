import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, readableLightText, themeFor } from './theme';
import { presetKeys } from '@/shared/settings/presets';

const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('the light variant reads at 4.5:1', () => {
  it('darkens teal’s light text, which Mantine draws at 4.33:1 on its background', () => {
    const teal = DEFAULT_THEME.colors.teal;
    expect(ratio(teal[9], teal[1])).toBeLessThan(4.5);
    const text = readableLightText(teal)!;
    expect(ratio(text, teal[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that already read alone (blue: 4.93:1)', () => {
    expect(readableLightText(DEFAULT_THEME.colors.blue)).toBeNull();
  });

  it.each(presetKeys)('every colour of the %s preset: light text on light background ≥ 4.5:1', (preset) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(preset));
    const vars = cssVariablesResolver(theme).light;
    for (const [name, shades] of Object.entries(theme.colors) as [string, readonly string[]][]) {
      const text = vars[`--mantine-color-${name}-light-color`] ?? shades[9]!;
      expect(ratio(text, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
