import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNERS_PER_VIEW, partnersPerView, showPartnerArrows } from './partners-per-view';

describe('partnersPerView (README, product rules: constants)', () => {
  it.each([
    [320, 1],
    [500, 1],
    [501, 1],
    [600, 1],
    [601, 2],
    [1000, 2],
    [1001, 4],
    [1500, 4],
    [1501, 5],
    [2499, 5],
    [2500, 5],
    [2501, DEFAULT_PARTNERS_PER_VIEW],
    [3840, 4],
  ])('at %i px shows %i logos', (width, expected) => {
    expect(partnersPerView(width)).toBe(expected);
  });
});

describe('showPartnerArrows', () => {
  it('hides the arrows below five partners and shows them from five', () => {
    expect(showPartnerArrows(4)).toBe(false);
    expect(showPartnerArrows(5)).toBe(true);
    expect(showPartnerArrows(8)).toBe(true);
  });
});
