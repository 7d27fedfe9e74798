import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { shellSizes } from './strings';

/** Desktop only: past `compactAfter` px of scroll the header shrinks to 64 px and gains a shadow. */
export function useCompactHeader(): boolean {
  const [{ y }] = useWindowScroll();
  const desktop = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  return desktop && y > shellSizes.compactAfter;
}

/** AppShell header height: 64 mobile, 80 desktop, 64 when compact (README, product rules: constants). */
export function headerHeight(compact: boolean) {
  return compact ? shellSizes.headerMobile : { base: shellSizes.headerMobile, lg: shellSizes.headerDesktop };
}
