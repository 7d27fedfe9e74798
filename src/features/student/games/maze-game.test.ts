import { describe, expect, it } from 'vitest';
import { isBetter } from './best-results';
import { generateMaze, hasWall, solveMaze } from './maze';
import { elapsedMs, formatClock, startGame, step } from './maze-game';

describe('step', () => {
  const maze = generateMaze('small', 11);
  const path = solveMaze(maze);

  it('counts steps, starts the clock at the first one and stops it at the goal', () => {
    let state = startGame(maze);
    path.forEach((direction, i) => (state = step(maze, state, direction, 1000 + i * 500)));
    expect(state).toMatchObject({ moves: path.length, startedAt: 1000, last: 'won', position: maze.goal });
    expect(elapsedMs(state, 99_999)).toBe((path.length - 1) * 500);
    // Once won, nothing moves any more.
    expect(step(maze, state, 'up', 50_000)).toBe(state);
  });

  it('a bump changes only the last event and the press count', () => {
    const walled = (['up', 'right'] as const).find((d) => hasWall(maze, maze.start, d))!;
    const state = step(maze, startGame(maze), walled, 5);
    expect(state).toEqual({ ...startGame(maze), last: 'bump', presses: 1 });
    expect(elapsedMs(state, 10_000)).toBe(0);
  });
});

describe('formatClock', () => {
  it('gives mm:ss and lets minutes pass 59', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65_999)).toBe('01:05');
    expect(formatClock(100 * 60_000)).toBe('100:00');
  });
});

describe('isBetter', () => {
  it('wants fewer moves, then the faster time', () => {
    expect(isBetter({ moves: 20, ms: 9000 }, undefined)).toBe(true);
    expect(isBetter({ moves: 19, ms: 99_000 }, { moves: 20, ms: 9000 })).toBe(true);
    expect(isBetter({ moves: 20, ms: 8000 }, { moves: 20, ms: 9000 })).toBe(true);
    expect(isBetter({ moves: 20, ms: 9000 }, { moves: 20, ms: 9000 })).toBe(false);
    expect(isBetter({ moves: 21, ms: 1000 }, { moves: 20, ms: 9000 })).toBe(false);
  });
});
