import { useMediaQuery } from '@mantine/hooks';

/** A device with no hover and a coarse pointer: a phone or a tablet, where help never names keys. */
export const TOUCH_SCREEN = '(hover: none), (pointer: coarse)';

/** Whether this is a touch screen, right from the first render (no keyboard help flashing on a phone). */
export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_SCREEN, undefined, { getInitialValueInEffect: false }) ?? false;
}
