import { describe, expect, it } from 'vitest';
import { canReset, directionFor, effectivePreset, parseSettings } from './settings';

describe('settings rules', () => {
  it('reads a stored value and ignores anything malformed', () => {
    expect(parseSettings('{"themeColorPresets":"pink","themeDirection":"rtl"}')).toEqual({
      themeColorPresets: 'pink',
      themeDirection: 'rtl',
    });
    expect(parseSettings('{"themeColorPresets":"blue"}')).toBeUndefined();
    expect(parseSettings('not json')).toBeUndefined();
    expect(parseSettings('null')).toBeUndefined();
    expect(parseSettings(undefined)).toBeUndefined();
  });

  it('maps stored language ar (and the app’s fa) to rtl, anything else to ltr', () => {
    expect(directionFor('ar')).toBe('rtl');
    expect(directionFor('fa')).toBe('rtl');
    expect(directionFor('en')).toBe('ltr');
    expect(directionFor(null)).toBe('ltr');
  });

  it('defaults to the server theme, then to the product default', () => {
    expect(effectivePreset(undefined, 'purple')).toBe('purple');
    expect(effectivePreset(undefined, null)).toBe('cyan');
    expect(effectivePreset({ themeColorPresets: 'black', themeDirection: 'rtl' }, 'purple')).toBe('black');
  });

  it('offers a reset only when the stored preset differs from the server one', () => {
    const pink = { themeColorPresets: 'pink', themeDirection: 'rtl' } as const;
    expect(canReset(undefined, 'green')).toBe(false);
    expect(canReset(pink, 'pink')).toBe(false);
    expect(canReset(pink, 'green')).toBe(true);
    // A visitor's default is the product default.
    expect(canReset(pink, null)).toBe(true);
    expect(canReset({ ...pink, themeColorPresets: 'cyan' }, null)).toBe(false);
  });
});
