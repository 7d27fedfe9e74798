import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For unit tests of screens with charts: jsdom lays nothing out, so recharts' ResponsiveContainer
 * measures 0 × 0 and warns once per chart. Call at the top of a test file to drop that one
 * warning (every other warning still prints); what a chart draws is tested in its stories.
 */
export function quietChartSizeWarnings() {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
      warn(...args);
    });
  });
  afterEach(() => vi.mocked(console.warn).mockRestore());
}
