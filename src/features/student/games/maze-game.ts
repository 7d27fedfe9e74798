import { isGoal, move, type Direction, type Maze, type Position } from './maze';

/** What the last press did; the page's feedback and announcement follow it. */
export type LastEvent = 'start' | 'moved' | 'bump' | 'won';

export interface GameState {
  position: Position;
  /** Steps taken; a bump into a wall is not a step. */
  moves: number;
  /** When the first step was taken (ms since the epoch); the clock starts there. */
  startedAt: number | null;
  finishedAt: number | null;
  last: LastEvent;
  /** Every press, bumps too: it tells two equal announcements (two bumps in a row) apart. */
  presses: number;
}

export function startGame(maze: Maze): GameState {
  return { position: maze.start, moves: 0, startedAt: null, finishedAt: null, last: 'start', presses: 0 };
}

export const isWon = (state: GameState) => state.finishedAt !== null;

/** One press of a direction at time `now`: a step, a bump, or nothing once the maze is solved. */
export function step(maze: Maze, state: GameState, direction: Direction, now: number): GameState {
  if (isWon(state)) return state;
  const next = move(maze, state.position, direction);
  if (!next) return { ...state, last: 'bump', presses: state.presses + 1 };
  const won = isGoal(maze, next);
  return {
    position: next,
    moves: state.moves + 1,
    startedAt: state.startedAt ?? now,
    finishedAt: won ? now : null,
    last: won ? 'won' : 'moved',
    presses: state.presses + 1,
  };
}

/** Time played so far (or in all, once won), in ms. */
export function elapsedMs(state: GameState, now: number): number {
  if (state.startedAt === null) return 0;
  return Math.max(0, (state.finishedAt ?? now) - state.startedAt);
}

/** `mm:ss` in Latin digits (the page shows it in Persian digits); minutes go past 59 rather than wrap. */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
