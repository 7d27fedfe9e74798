import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';

export { controlled } from './controlled';

/** A phone's width: one question per screen must fit 390 px. */
export const phone: Decorator = (Story) => (
  <Box w={390} p="sm" data-testid="phone">
    <Story />
  </Box>
);

/** The stories' frame: a page-like padding and width (default 640 px). */
export const inputFrame =
  (maxWidth = 640): Decorator =>
  (Story) => (
    <Box p="md" maw={maxWidth}>
      <Story />
    </Box>
  );

/** A 390 px phone in Storybook's viewport menu. */
export const phone390 = {
  viewport: { options: { phone390: { name: 'گوشی ۳۹۰', styles: { width: '390px', height: '844px' } } } },
};

/** Where two elements sit on screen. */
export const rect = (element: Element) => element.getBoundingClientRect();

/** The phone frame holds its content without a sideways scroll. */
export function fitsPhone(canvasElement: HTMLElement): boolean {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
  return !!frame && frame.scrollWidth <= frame.clientWidth;
}
