import { useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import type { Direction, Maze, Position } from './maze';
import { MazeDrawing } from './maze-drawing';
import classes from './maze.module.css';
import { t } from './strings';

/**
 * Arrow keys move the way they point ON SCREEN: ArrowLeft moves left even though the page reads
 * right to left. The board is a picture of space, not text, so mirroring the keys would make the
 * left key walk right; only the start (top-right, where a Persian reader begins) follows the
 * reading direction. Letters (WASD) are left alone: they type on a Persian keyboard.
 */
const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowRight: 'right', ArrowDown: 'down', ArrowLeft: 'left' };

/** How far (px) a finger travels before it counts as one step; a long drag walks several. */
export const SWIPE_STEP_PX = 28;

interface MazeBoardProps {
  maze: Maze;
  position: Position;
  won: boolean;
  /** 'odd'/'even' right after a bump (alternating so each bump replays the nudge), else undefined. */
  bump: 'odd' | 'even' | undefined;
  /** The drawing's text alternative. */
  picture: string;
  /** Id of the visible instructions. */
  describedBy: string;
  onStep: (direction: Direction) => void;
  boardRef: Ref<HTMLDivElement>;
}

/** The focusable board: arrow keys and swipes (pointer events) step the pupil; the drawing inside. */
export function MazeBoard({ maze, position, won, bump, picture, describedBy, onStep, boardRef }: MazeBoardProps) {
  const origin = useRef<{ id: number; x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEYS[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // arrows must not scroll the page while the pupil walks
    onStep(direction);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    origin.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    // Keep receiving the moves when the finger slides off the board (a synthetic pointer, as in a
    // test, cannot be captured: the board then hears only what happens over it).
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* nothing to capture */
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const from = origin.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_STEP_PX) return;
    onStep(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    // Start measuring again from here, so a long drag walks one cell per SWIPE_STEP_PX.
    origin.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerEnd = () => {
    origin.current = null;
  };

  return (
    // role="application" is the point: a screen reader then passes the arrow keys to the game instead
    // of reading the page with them. jsx-a11y does not count it as interactive, hence the exception.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={boardRef}
      dir="ltr"
      role="application"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: the board takes keys
      tabIndex={0}
      aria-label={t.board.label(maze.cols)}
      aria-describedby={describedBy}
      className={classes.board}
      data-maze-board=""
      data-row={position.row}
      data-col={position.col}
      data-won={won ? '' : undefined}
      data-bump={bump}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <MazeDrawing maze={maze} position={position} label={picture} />
    </div>
  );
}
