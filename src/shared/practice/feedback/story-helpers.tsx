import type { Decorator } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { pretendMedia } from '@/testing/media';

/** A phone 390 px wide (as the brief's «one question per screen» width), for a story's parameters. */
export const phone390 = {
  viewport: { options: { phone390: { name: '390', styles: { width: '390px', height: '844px' } } } },
};
export const phone390Globals = { viewport: { value: 'phone390' } };

/** Pads a story as a practice screen would. */
export const padded: Decorator = (Story) => (
  <Box p="md" maw={720}>
    <Story />
  </Box>
);

/**
 * Makes the system ask for reduced motion while the story runs (a story's `beforeEach`; what it
 * returns puts matchMedia back).
 */
export function preferReducedMotion(): () => void {
  return pretendMedia((query) => query.includes('prefers-reduced-motion: reduce'));
}
