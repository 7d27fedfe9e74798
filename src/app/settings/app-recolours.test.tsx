import { DEFAULT_THEME, useMantineTheme } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presets } from '@/shared/settings/presets';
import { useSettings } from '@/shared/settings/settings-context';
import { renderWithApp } from '@/testing/render';

function Probe() {
  const { setPreset } = useSettings();
  const { primaryColor, colors } = useMantineTheme();
  return (
    <>
      <output>{`${primaryColor} ${colors.secondary?.[9] ?? ''}`}</output>
      <button onClick={() => setPreset('orange')}>orange</button>
    </>
  );
}

describe('the app follows the settings', () => {
  it('recolours MantineProvider as soon as a preset is chosen', () => {
    renderWithApp(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent(`sky ${presets.cyan.secondary[9]}`);
    fireEvent.click(screen.getByRole('button', { name: 'orange' }));
    expect(screen.getByRole('status')).toHaveTextContent(`turmeric ${presets.orange.secondary[9]}`);
  });

  it('paints secondary text, error text and white-on-primary dark enough to read (4.5:1) by default', () => {
    renderWithApp(<Probe />);
    // Mantine's own grey 6 and red 6 would fall to about 3.3:1 on white.
    expect(contrastOnWhite(colourOf('--mantine-color-dimmed'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(colourOf('--mantine-color-error'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(colourOf('--mantine-primary-color-filled'))).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * A CSS variable of the page, followed through `var(--…)` to the hex colour it ends at. Mantine's
 * stylesheet (not loaded in jsdom) holds its default palette, so those come from DEFAULT_THEME.
 */
function colourOf(variable: string): string {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string) => {
    const palette = /^--mantine-color-(\w+)-(\d)$/.exec(name);
    return (
      root.getPropertyValue(name).trim() ||
      (palette && DEFAULT_THEME.colors[palette[1] ?? '']?.[Number(palette[2])]) ||
      ''
    );
  };
  let value = read(variable);
  for (let ref = /^var\((--[\w-]+)\)$/.exec(value); ref; ref = /^var\((--[\w-]+)\)$/.exec(value)) {
    value = read(ref[1] ?? '');
  }
  return value;
}

/** WCAG contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
