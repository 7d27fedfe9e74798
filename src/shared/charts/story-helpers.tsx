import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** Stories of the chart wrappers: a card-wide frame with the page's padding. */
export const framed: Decorator = (Story) => (
  <Box p="md" maw={720}>
    <Story />
  </Box>
);

/** Ticks of a recharts axis ('x' or 'y'), as drawn, once the chart has measured itself. */
export async function ticksOf(root: HTMLElement, axis: 'x' | 'y'): Promise<SVGTextElement[]> {
  let ticks: SVGTextElement[] = [];
  await waitFor(() => {
    ticks = [
      ...root.querySelectorAll<SVGTextElement>(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`),
    ];
    return expect(ticks.length).toBeGreaterThan(0);
  });
  return ticks;
}

/** Every number drawn is in Persian digits: no Latin digit anywhere in the ticks. */
export async function expectPersianTicks(ticks: SVGTextElement[]) {
  for (const tick of ticks) await expect(tick.textContent).not.toMatch(/[0-9]/);
  await expect(ticks.some((tick) => /[۰-۹]/.test(tick.textContent ?? ''))).toBe(true);
}

/** Horizontal centre of an element on screen. */
export const centreX = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

/** The plot is hidden from screen readers (its figure's summary speaks for it) and holds nothing focusable. */
export async function expectHiddenPlot(root: HTMLElement) {
  const svg = root.querySelector('svg.recharts-surface, svg');
  await expect(svg).not.toBeNull();
  await expect(svg!.closest('[aria-hidden="true"]')).not.toBeNull();
  await expect(root.querySelector('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toBeNull();
}

/** Nothing wider than the viewport (a phone never scrolls sideways). */
export async function expectNoSidewaysScroll() {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}
