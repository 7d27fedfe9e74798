/** A place in the grid: row 0 is the header, column 0 the pupils' names. */
export interface GridPlace {
  r: number;
  c: number;
}

/** Rows a Page Up or Page Down moves. */
export const PAGE_ROWS = 10;

/**
 * Where a key moves focus in a right-to-left grid of `rows` × `cols` places (the WAI-ARIA grid
 * pattern): the arrows by one place as they point on screen (← is the next column, since columns
 * run from right to left), Home and End to the row's ends, with Ctrl to the grid's, Page Up and
 * Page Down by ten rows. Null for any other key.
 */
export function moveInGrid(
  at: GridPlace,
  key: string,
  { rows, cols, ctrl = false }: { rows: number; cols: number; ctrl?: boolean },
): GridPlace | null {
  const clamp = (r: number, c: number) => ({
    r: Math.min(rows - 1, Math.max(0, r)),
    c: Math.min(cols - 1, Math.max(0, c)),
  });
  switch (key) {
    case 'ArrowLeft':
      return clamp(at.r, at.c + 1);
    case 'ArrowRight':
      return clamp(at.r, at.c - 1);
    case 'ArrowDown':
      return clamp(at.r + 1, at.c);
    case 'ArrowUp':
      return clamp(at.r - 1, at.c);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(at.r, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, cols - 1) : clamp(at.r, cols - 1);
    case 'PageDown':
      return clamp(at.r + PAGE_ROWS, at.c);
    case 'PageUp':
      return clamp(at.r - PAGE_ROWS, at.c);
    default:
      return null;
  }
}
