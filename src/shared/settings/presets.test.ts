import { describe, expect, it } from 'vitest';
import { ThemePreset } from '@/api/generated/model';
import { DEFAULT_PRESET, isPreset, presetKeys, presets } from './presets';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme presets', () => {
  it('are the six server presets with their Persian names', () => {
    expect(presetKeys).toEqual(Object.values(ThemePreset));
    expect(presetKeys.map((key) => presets[key].name)).toEqual([
      'درختی',
      'زردچوبه‌ای',
      'آسمونی',
      'بنفشه',
      'گلگلی',
      'نوک مدادی',
    ]);
  });

  it.each(presetKeys)('%s has full 10-shade sets', (key) => {
    const { primary, secondary, success, warning } = presets[key];
    for (const set of [primary, secondary, success, warning].filter(Boolean)) expect(set).toHaveLength(10);
  });

  it.each(presetKeys)('%s keeps white text on the primary shade (9) at WCAG AA', (key) => {
    expect(contrastWithWhite(presets[key].primary[9])).toBeGreaterThanOrEqual(4.5);
  });

  // A hovered light control (an active menu link under the pointer) sits on shade 2 with shade-9 text.
  it.each(presetKeys)('%s keeps primary text on its lightest hover shade (2) at WCAG AA', (key) => {
    const { primary, secondary } = presets[key];
    for (const set of [primary, secondary].filter(Boolean))
      expect(contrast(set![9], set![2])).toBeGreaterThanOrEqual(4.5);
  });

  it('registers each primary under its own colour name, apart from Mantine’s', () => {
    const names = presetKeys.map((key) => presets[key].colorName);
    expect(new Set(names).size).toBe(6);
    for (const name of names) expect(['green', 'orange', 'cyan', 'grape', 'pink', 'dark']).not.toContain(name);
  });

  it('recognises only the six keys', () => {
    expect(isPreset(DEFAULT_PRESET)).toBe(true);
    expect(isPreset('blue')).toBe(false);
    expect(isPreset(null)).toBe(false);
  });
});
