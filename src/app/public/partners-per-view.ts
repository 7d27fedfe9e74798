/**
 * README, product rules: constants as (max width, logos) pairs, narrowest first; like the original's responsive settings each
 * applies up to and including its width: 1 at ≤600 (and ≤500), 2 at ≤1000, 4 at ≤1500, 5 at ≤2500.
 */
const BREAKPOINTS: readonly (readonly [maxWidth: number, perView: number])[] = [
  [500, 1],
  [600, 1],
  [1000, 2],
  [1500, 4],
  [2500, 5],
];

/** Logos above 2500 px (the spec's default). */
export const DEFAULT_PARTNERS_PER_VIEW = 4;

/** Minimum number of partners for which the previous/next arrows show (README, product rules: constants — hidden below 5). */
export const PARTNER_ARROWS_FROM = 5;

/** How many partner logos one view of the carousel shows at a window `width` in px. */
export function partnersPerView(width: number): number {
  return BREAKPOINTS.find(([maxWidth]) => width <= maxWidth)?.[1] ?? DEFAULT_PARTNERS_PER_VIEW;
}

/** Arrows only make sense when there is more to scroll to. */
export function showPartnerArrows(count: number): boolean {
  return count >= PARTNER_ARROWS_FROM;
}
