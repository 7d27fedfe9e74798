import { describe, expect, it } from 'vitest';
import { moveInGrid, PAGE_ROWS } from './grid-keys';

const size = { rows: 31, cols: 6 };

describe('moving in a right-to-left grid', () => {
  it('moves the arrows as they point on screen: ← to the next column, → to the one before', () => {
    expect(moveInGrid({ r: 3, c: 2 }, 'ArrowLeft', size)).toEqual({ r: 3, c: 3 });
    expect(moveInGrid({ r: 3, c: 2 }, 'ArrowRight', size)).toEqual({ r: 3, c: 1 });
    expect(moveInGrid({ r: 3, c: 2 }, 'ArrowDown', size)).toEqual({ r: 4, c: 2 });
    expect(moveInGrid({ r: 3, c: 2 }, 'ArrowUp', size)).toEqual({ r: 2, c: 2 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(moveInGrid({ r: 0, c: 0 }, 'ArrowUp', size)).toEqual({ r: 0, c: 0 });
    expect(moveInGrid({ r: 0, c: 0 }, 'ArrowRight', size)).toEqual({ r: 0, c: 0 });
    expect(moveInGrid({ r: 30, c: 5 }, 'ArrowDown', size)).toEqual({ r: 30, c: 5 });
    expect(moveInGrid({ r: 30, c: 5 }, 'ArrowLeft', size)).toEqual({ r: 30, c: 5 });
  });

  it('goes to the row’s ends with Home and End, and the grid’s with Ctrl', () => {
    expect(moveInGrid({ r: 7, c: 3 }, 'Home', size)).toEqual({ r: 7, c: 0 });
    expect(moveInGrid({ r: 7, c: 3 }, 'End', size)).toEqual({ r: 7, c: 5 });
    expect(moveInGrid({ r: 7, c: 3 }, 'Home', { ...size, ctrl: true })).toEqual({ r: 0, c: 0 });
    expect(moveInGrid({ r: 7, c: 3 }, 'End', { ...size, ctrl: true })).toEqual({ r: 30, c: 5 });
  });

  it('pages by ten rows, within the grid', () => {
    expect(moveInGrid({ r: 7, c: 3 }, 'PageDown', size)).toEqual({ r: 7 + PAGE_ROWS, c: 3 });
    expect(moveInGrid({ r: 7, c: 3 }, 'PageUp', size)).toEqual({ r: 0, c: 3 });
    expect(moveInGrid({ r: 25, c: 3 }, 'PageDown', size)).toEqual({ r: 30, c: 3 });
  });

  it('leaves every other key to the page', () => {
    expect(moveInGrid({ r: 1, c: 1 }, 'Enter', size)).toBeNull();
    expect(moveInGrid({ r: 1, c: 1 }, 'Tab', size)).toBeNull();
    expect(moveInGrid({ r: 1, c: 1 }, 'a', size)).toBeNull();
  });
});
