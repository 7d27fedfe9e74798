import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSettings } from './settings-context';
import { SettingsProvider } from './settings-provider';
import { SETTINGS_KEY } from './settings';

function Probe() {
  const { themeColorPresets, themeDirection, canReset } = useSettings();
  return <output>{`${themeColorPresets} ${themeDirection} ${canReset ? 'dot' : 'no-dot'}`}</output>;
}

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

describe('SettingsProvider', () => {
  it('keeps the chosen preset in local storage under "settings"', () => {
    const { result } = renderHook(useSettings, { wrapper: SettingsProvider });
    expect(result.current.themeColorPresets).toBe('cyan');
    act(() => result.current.setPreset('orange'));
    expect(result.current.themeColorPresets).toBe('orange');
    expect(stored()).toEqual({ themeColorPresets: 'orange', themeDirection: 'rtl' });
  });

  it('starts from what is stored', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ themeColorPresets: 'black', themeDirection: 'rtl' }));
    const { result } = renderHook(useSettings, { wrapper: SettingsProvider });
    expect(result.current.themeColorPresets).toBe('black');
  });

  it('follows a change made in another tab (the storage event)', () => {
    render(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    const newValue = JSON.stringify({ themeColorPresets: 'purple', themeDirection: 'rtl' });
    act(() => {
      localStorage.setItem(SETTINGS_KEY, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue, storageArea: localStorage }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('purple rtl dot');
    act(() => {
      localStorage.removeItem(SETTINGS_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', { key: SETTINGS_KEY, newValue: null, storageArea: localStorage }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('cyan rtl no-dot');
  });

  it('defaults to the server theme, shows the dot when the stored preset differs, and resets to it', () => {
    const { result } = renderHook(useSettings, { wrapper: SettingsProvider });
    act(() => result.current.setServerTheme('green'));
    expect(result.current.themeColorPresets).toBe('green');
    expect(result.current.canReset).toBe(false);
    act(() => result.current.setPreset('pink'));
    expect(result.current.canReset).toBe(true);
    act(() => result.current.reset());
    expect(result.current.themeColorPresets).toBe('green');
    expect(result.current.canReset).toBe(false);
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/inside <SettingsProvider>/);
    vi.restoreAllMocks();
  });
});
