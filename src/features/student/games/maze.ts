/**
 * The maze itself, with no React and no import from the app, so the unit tests and a Playwright
 * test running in node can import it by relative path and walk the same maze the page draws.
 *
 * Everything here is physical: row 0 is the top of the board and column 0 its LEFT edge (the board
 * is drawn left to right whatever the page's direction). The pupil starts in the top-RIGHT corner,
 * where a Persian reader starts, and the goal is the bottom-LEFT corner.
 */

/** A step on the board, in screen terms: 'left' is towards the left edge of the screen. */
export type Direction = 'up' | 'right' | 'down' | 'left';

/** Every direction, clockwise from up (the order the page names open ways and walls in). */
export const DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];

export type MazeSize = 'small' | 'medium' | 'large';

/** The three sizes, smallest first. */
export const MAZE_SIZES: readonly MazeSize[] = ['small', 'medium', 'large'];

/** Cells per side of each size: 14 cells still leave ~23 px a cell on a 360 px phone. */
export const CELLS_PER_SIDE: Record<MazeSize, number> = { small: 6, medium: 10, large: 14 };

/** Seeds are unsigned 32-bit integers (what mulberry32 takes). */
export const MAX_SEED = 0xffffffff;

export interface Position {
  row: number;
  col: number;
}

export interface Maze {
  size: MazeSize;
  seed: number;
  rows: number;
  cols: number;
  /** One bit mask per cell, row by row: a set bit (WALL_BIT) is a wall on that side. */
  walls: number[];
  start: Position;
  goal: Position;
}

/** The bit of each side in a cell's wall mask. */
export const WALL_BIT: Record<Direction, number> = { up: 1, right: 2, down: 4, left: 8 };

const DELTA: Record<Direction, Position> = {
  up: { row: -1, col: 0 },
  right: { row: 0, col: 1 },
  down: { row: 1, col: 0 },
  left: { row: 0, col: -1 },
};

const OPPOSITE: Record<Direction, Direction> = { up: 'down', right: 'left', down: 'up', left: 'right' };

/** mulberry32: a tiny, fast PRNG with good spread; the same seed always gives the same numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function isMazeSize(value: unknown): value is MazeSize {
  return MAZE_SIZES.includes(value as MazeSize);
}

/** A seed as the address may carry it: an integer from 0 to MAX_SEED in Latin digits, else null. */
export function parseSeed(text: string | null | undefined): number | null {
  if (!text || !/^[0-9]{1,10}$/.test(text)) return null;
  const seed = Number(text);
  return seed <= MAX_SEED ? seed : null;
}

const indexOf = (maze: Pick<Maze, 'cols'>, { row, col }: Position) => row * maze.cols + col;

export function isInside(maze: Pick<Maze, 'rows' | 'cols'>, { row, col }: Position): boolean {
  return row >= 0 && row < maze.rows && col >= 0 && col < maze.cols;
}

/** The cell next to `position` in `direction` (it may lie outside the board). */
export function neighbour(position: Position, direction: Direction): Position {
  return { row: position.row + DELTA[direction].row, col: position.col + DELTA[direction].col };
}

function knockDown(maze: Maze, position: Position, direction: Direction) {
  const index = indexOf(maze, position);
  maze.walls[index] = maze.walls[index]! & ~WALL_BIT[direction];
}

/**
 * A perfect maze (exactly one path between any two cells) by the recursive backtracker, walked
 * with an explicit stack so a large board cannot overflow the call stack. Same size and seed,
 * same maze, on every machine.
 */
export function generateMaze(size: MazeSize, seed: number): Maze {
  const side = CELLS_PER_SIDE[size];
  const maze: Maze = {
    size,
    seed,
    rows: side,
    cols: side,
    walls: Array.from({ length: side * side }, () => 15),
    start: { row: 0, col: side - 1 },
    goal: { row: side - 1, col: 0 },
  };
  const random = mulberry32(seed);
  const visited = new Set<number>([indexOf(maze, maze.start)]);
  const stack: Position[] = [maze.start];
  while (stack.length > 0) {
    const here = stack[stack.length - 1]!;
    const unvisited = DIRECTIONS.filter((direction) => {
      const next = neighbour(here, direction);
      return isInside(maze, next) && !visited.has(indexOf(maze, next));
    });
    if (unvisited.length === 0) {
      stack.pop();
      continue;
    }
    const direction = unvisited[Math.floor(random() * unvisited.length)]!;
    const next = neighbour(here, direction);
    knockDown(maze, here, direction);
    knockDown(maze, next, OPPOSITE[direction]);
    visited.add(indexOf(maze, next));
    stack.push(next);
  }
  return maze;
}

/** True when a wall (or the board's edge) stands on that side of the cell. */
export function hasWall(maze: Maze, position: Position, direction: Direction): boolean {
  if (!isInside(maze, position)) return true;
  return (maze.walls[indexOf(maze, position)]! & WALL_BIT[direction]) !== 0;
}

/** The directions a step can take from `position`, clockwise from up. */
export function openDirections(maze: Maze, position: Position): Direction[] {
  return DIRECTIONS.filter((direction) => !hasWall(maze, position, direction));
}

/** Where one step in `direction` lands, or null when a wall blocks it. */
export function move(maze: Maze, position: Position, direction: Direction): Position | null {
  return hasWall(maze, position, direction) ? null : neighbour(position, direction);
}

export function samePosition(a: Position, b: Position): boolean {
  return a.row === b.row && a.col === b.col;
}

export function isGoal(maze: Maze, position: Position): boolean {
  return samePosition(position, maze.goal);
}

/** The shortest list of steps from `from` (default: the start) to the goal, by breadth-first search. */
export function solveMaze(maze: Maze, from: Position = maze.start): Direction[] {
  const cameBy = new Map<number, { previous: number; direction: Direction }>();
  const seen = new Set<number>([indexOf(maze, from)]);
  const queue: Position[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    if (isGoal(maze, here)) break;
    for (const direction of openDirections(maze, here)) {
      const next = neighbour(here, direction);
      const key = indexOf(maze, next);
      if (seen.has(key)) continue;
      seen.add(key);
      cameBy.set(key, { previous: indexOf(maze, here), direction });
      queue.push(next);
    }
  }
  const path: Direction[] = [];
  for (let key = indexOf(maze, maze.goal); key !== indexOf(maze, from);) {
    const step = cameBy.get(key);
    if (!step) return [];
    path.unshift(step.direction);
    key = step.previous;
  }
  return path;
}
