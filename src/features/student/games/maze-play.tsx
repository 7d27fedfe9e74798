import { Flex, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useBestResult } from './best-results';
import { DirectionPad } from './direction-pad';
import type { Direction, Maze } from './maze';
import { MazeBoard } from './maze-board';
import { elapsedMs, isWon, startGame, step, type GameState } from './maze-game';
import { MazeStats } from './maze-stats';
import classes from './maze.module.css';
import { announcementOf, placeOf, resultOf } from './maze-words';
import { t } from './strings';
import { WinPanel } from './win-panel';

/** The clock's "now", ticking while `running` (4 times a second, so a second never shows late). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

interface MazePlayProps {
  maze: Maze;
  /** Id of the visible instructions (the board's description). */
  describedBy: string;
  /** Put the keyboard on the board at once (after «دوباره» or «مارپیچ تازه» from the win). */
  focusOnStart: boolean;
  onReplay: () => void;
  onNewMaze: () => void;
}

/** One game of one maze (keyed by maze and round, so a new game starts fresh): board, pad, stats, win. */
export function MazePlay({ maze, describedBy, focusOnStart, onReplay, onNewMaze }: MazePlayProps) {
  const [state, setState] = useState<GameState>(() => startGame(maze));
  // The game's truth between renders: a fast drag may step twice before React renders once.
  const current = useRef(state);
  const [best, record] = useBestResult(maze.size);
  const [newRecord, setNewRecord] = useState(false);
  const won = isWon(state);
  const now = useNow(state.startedAt !== null && !won);
  const board = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnStart) board.current?.focus();
  }, [focusOnStart]);

  const go = (direction: Direction) => {
    const next = step(maze, current.current, direction, Date.now());
    if (next === current.current) return;
    current.current = next;
    setState(next);
    if (next.last === 'won') setNewRecord(record({ moves: next.moves, ms: elapsedMs(next, Date.now()) }));
  };

  const ms = elapsedMs(state, now);
  // Two equal announcements in a row (two bumps) differ by a trailing no-break space, so the
  // live region changes and is read again.
  const announcement = announcementOf(maze, state, newRecord) + (state.presses % 2 ? '\u00a0' : '');
  const bump = state.last === 'bump' ? (state.presses % 2 ? 'odd' : 'even') : undefined;

  return (
    <Stack gap="sm">
      {won && (
        <WinPanel result={resultOf(state.moves, ms)} newRecord={newRecord} onReplay={onReplay} onNewMaze={onNewMaze} />
      )}
      {/* Side by side from a tablet up (buttons over the numbers), so board and buttons fit one screen.
          Stacked on a phone, buttons beside the numbers, the board no taller than the screen leaves
          (maze.module.css): the maze and its buttons are seen together without scrolling. */}
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align="center" justify="center">
        <Stack gap="xs" w="100%" maw={480}>
          <MazeBoard
            maze={maze}
            position={state.position}
            won={won}
            bump={bump}
            picture={t.board.picture(placeOf(maze, state.position), placeOf(maze, maze.goal))}
            describedBy={describedBy}
            onStep={go}
            boardRef={board}
          />
          <Text role="status" aria-live="polite" size="sm" ta="center" mih={44} data-maze-status="">
            {announcement}
          </Text>
        </Stack>
        <div className={classes.controls}>
          <DirectionPad onStep={go} disabled={won} />
          <MazeStats moves={state.moves} ms={ms} best={best} />
        </div>
      </Flex>
    </Stack>
  );
}
