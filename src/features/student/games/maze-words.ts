import { DIRECTIONS, hasWall, type Maze, type Position } from './maze';
import { elapsedMs, formatClock, type GameState } from './maze-game';
import { t } from './strings';

/**
 * A cell in words, counted as a Persian reader counts: rows from the top, columns from the RIGHT,
 * so the start (top-right) is «ردیف ۱، ستون ۱» and the goal of a 6×6 maze «ردیف ۶، ستون ۶».
 */
export function placeOf(maze: Maze, position: Position): string {
  return t.place(position.row + 1, maze.cols - position.col);
}

/** «راه باز: پایین و چپ. دیوار: بالا و راست.» */
export function waysOf(maze: Maze, position: Position): string {
  const walled = DIRECTIONS.filter((direction) => hasWall(maze, position, direction));
  const open = DIRECTIONS.filter((direction) => !walled.includes(direction));
  return t.ways(open, walled);
}

/** A finished or running result in words: «۲۴ حرکت در ۰۱:۳۰». */
export function resultOf(moves: number, ms: number): string {
  return t.result(moves, formatClock(ms));
}

/** What the screen reader hears (and everyone reads under the board) after the last press. */
export function announcementOf(maze: Maze, state: GameState, newRecord: boolean): string {
  const here = `${placeOf(maze, state.position)}. ${waysOf(maze, state.position)}`;
  switch (state.last) {
    case 'start':
      return `${t.start} ${here}`;
    case 'moved':
      return here;
    case 'bump':
      return `${t.bump} ${waysOf(maze, state.position)}`;
    case 'won':
      return t.win.said(resultOf(state.moves, elapsedMs(state, state.finishedAt ?? 0)), newRecord);
  }
}
