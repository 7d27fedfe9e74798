import { useMantineTheme } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presets } from '@/shared/settings/presets';
import { useSettings } from '@/shared/settings/settings-context';
import { renderWithApp } from '@/testing/render';
import { cssVariablesResolver, theme } from '../theme';

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

  it('keeps the default theme and the contrast fixes for stories and tests', () => {
    expect(theme.primaryColor).toBe('sky');
    expect(theme.primaryShade).toEqual({ light: 9, dark: 5 });
    const light = cssVariablesResolver(theme as never).light;
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
  });
});
