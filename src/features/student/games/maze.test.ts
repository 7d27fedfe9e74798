import { describe, expect, it } from 'vitest';
import {
  CELLS_PER_SIDE,
  DIRECTIONS,
  MAZE_SIZES,
  generateMaze,
  hasWall,
  isGoal,
  move,
  mulberry32,
  neighbour,
  openDirections,
  parseSeed,
  solveMaze,
  type Maze,
  type Position,
} from './maze';

/** Every cell reachable from the start, by flood fill through open sides. */
function reachable(maze: Maze): Set<string> {
  const seen = new Set<string>([`${maze.start.row},${maze.start.col}`]);
  const queue: Position[] = [maze.start];
  while (queue.length) {
    const here = queue.shift()!;
    for (const direction of openDirections(maze, here)) {
      const next = move(maze, here, direction)!;
      const key = `${next.row},${next.col}`;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(next);
      }
    }
  }
  return seen;
}

function walk(maze: Maze, steps: readonly string[]): Position | null {
  let here: Position | null = maze.start;
  for (const step of steps) here = here && move(maze, here, step as (typeof DIRECTIONS)[number]);
  return here;
}

describe('mulberry32', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('generateMaze', () => {
  it('builds the same maze from the same seed, and another from another seed', () => {
    expect(generateMaze('medium', 7)).toEqual(generateMaze('medium', 7));
    expect(generateMaze('medium', 7).walls).not.toEqual(generateMaze('medium', 8).walls);
  });

  it.each(MAZE_SIZES)('%s: square, starts top-right, ends bottom-left', (size) => {
    const maze = generateMaze(size, 2024);
    const side = CELLS_PER_SIDE[size];
    expect([maze.rows, maze.cols]).toEqual([side, side]);
    expect(maze.start).toEqual({ row: 0, col: side - 1 });
    expect(maze.goal).toEqual({ row: side - 1, col: 0 });
  });

  it.each(MAZE_SIZES)('%s: every cell is reachable and the maze is perfect (no loops)', (size) => {
    for (const seed of [1, 99, 123456, 4294967295]) {
      const maze = generateMaze(size, seed);
      expect(reachable(maze).size).toBe(maze.rows * maze.cols);
      // A perfect maze is a spanning tree: cells − 1 passages.
      let passages = 0;
      for (let row = 0; row < maze.rows; row++)
        for (let col = 0; col < maze.cols; col++)
          passages += openDirections(maze, { row, col }).filter((d) => d === 'right' || d === 'down').length;
      expect(passages).toBe(maze.rows * maze.cols - 1);
    }
  });

  it('keeps both sides of every wall in agreement and closes the outer edge', () => {
    const maze = generateMaze('large', 5);
    for (let row = 0; row < maze.rows; row++)
      for (let col = 0; col < maze.cols; col++) {
        const here = { row, col };
        for (const direction of DIRECTIONS) {
          const there = neighbour(here, direction);
          const inside = there.row >= 0 && there.row < maze.rows && there.col >= 0 && there.col < maze.cols;
          if (!inside) expect(hasWall(maze, here, direction)).toBe(true);
        }
        if (col + 1 < maze.cols)
          expect(hasWall(maze, here, 'right')).toBe(hasWall(maze, { row, col: col + 1 }, 'left'));
        if (row + 1 < maze.rows) expect(hasWall(maze, here, 'down')).toBe(hasWall(maze, { row: row + 1, col }, 'up'));
      }
  });
});

describe('move', () => {
  it('steps through an open side and is blocked by a wall or the edge', () => {
    const maze = generateMaze('small', 3);
    const [open] = openDirections(maze, maze.start);
    expect(move(maze, maze.start, open!)).toEqual(neighbour(maze.start, open!));
    for (const blocked of DIRECTIONS.filter((d) => hasWall(maze, maze.start, d)))
      expect(move(maze, maze.start, blocked)).toBeNull();
    // The start is in the top-right corner: up and right are always the board's edge.
    expect(move(maze, maze.start, 'up')).toBeNull();
    expect(move(maze, maze.start, 'right')).toBeNull();
  });
});

describe('solveMaze', () => {
  it.each(MAZE_SIZES)('%s: the path reaches the goal through open sides only', (size) => {
    for (const seed of [1, 2, 3, 777]) {
      const maze = generateMaze(size, seed);
      const path = solveMaze(maze);
      const end = walk(maze, path);
      expect(end).not.toBeNull();
      expect(isGoal(maze, end!)).toBe(true);
    }
  });

  it('finds the shortest path (no step undoes the one before in a perfect maze)', () => {
    const maze = generateMaze('medium', 31);
    const path = solveMaze(maze);
    const opposite = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
    path.slice(1).forEach((step, i) => expect(step).not.toBe(opposite[path[i]!]));
    expect(path.length).toBeGreaterThanOrEqual(2 * (maze.rows - 1));
  });

  it('solves from any cell, and from the goal the path is empty', () => {
    const maze = generateMaze('small', 9);
    const from = { row: 2, col: 2 };
    expect(isGoal(maze, walk({ ...maze, start: from }, solveMaze(maze, from))!)).toBe(true);
    expect(solveMaze(maze, maze.goal)).toEqual([]);
  });
});

describe('parseSeed', () => {
  it('takes 32-bit unsigned integers in Latin digits only', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('4294967295')).toBe(4294967295);
    expect(parseSeed('4294967296')).toBeNull();
    for (const bad of [null, undefined, '', '-1', '1.5', 'abc', '12e3', ' 12']) expect(parseSeed(bad)).toBeNull();
  });
});
