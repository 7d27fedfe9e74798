import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { Where } from '@/testing/where';
import { bestResultsKey } from './best-results';
import { DIRECTIONS, generateMaze, hasWall, solveMaze, type Direction } from './maze';
import { MazeScreen, TOUCH_SCREEN } from './maze-screen';
import { t } from './strings';

const SEED = 2024;
const KEY: Record<Direction, string> = {
  up: '{ArrowUp}',
  right: '{ArrowRight}',
  down: '{ArrowDown}',
  left: '{ArrowLeft}',
};
/** Sara, the signed-in pupil of the contract's login example. */
const SARA = 101;

function renderMaze(query = `?size=small&seed=${SEED}`) {
  renderWithApp(
    <>
      <MazeScreen />
      <Where />
    </>,
    { route: `${paths.student.maze}${query}`, signedInAs: 'student' },
  );
  return screen.getByRole('application', { name: t.board.label(6) });
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;
const status = () => document.querySelector('[data-maze-status]')!.textContent!.trim();
const stat = (id: string) => within(screen.getByTestId(id)).getByRole('definition').textContent;

async function walk(board: HTMLElement, steps: readonly Direction[]) {
  board.focus();
  await userEvent.keyboard(steps.map((d) => KEY[d]).join(''));
}

afterEach(() => vi.useRealTimers());

describe('MazeScreen', () => {
  it('helps by the device: keys with a mouse, fingers on a touch screen (no hover or a coarse pointer), never keys', () => {
    renderMaze();
    expect(screen.getByText(t.instructions.keys)).toBeVisible();
    cleanup();
    const mouse = window.matchMedia.bind(window);
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...mouse(query), matches: query === TOUCH_SCREEN }));
    try {
      renderMaze();
      expect(screen.getByText(t.instructions.touch)).toBeVisible();
      expect(screen.queryByText(t.instructions.keys)).not.toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/Tab|کلید/);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('gives a missing size and seed defaults and writes them into the address', async () => {
    renderMaze('');
    expect(await screen.findByText(/size=small&seed=\d+$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.queryByText(t.fixedAddress)).not.toBeInTheDocument();
  });

  it('replaces an unreadable size and seed and says so until the pupil chooses', async () => {
    renderMaze('?size=huge&seed=abc');
    expect(await screen.findByText(/size=small&seed=\d+$/)).toBeInTheDocument();
    expect(screen.getByText(t.fixedAddress)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: t.size.options.medium }));
    expect(screen.queryByText(t.fixedAddress)).not.toBeInTheDocument();
  });

  it('reads a seed typed in Persian digits', async () => {
    renderWithApp(
      <>
        <MazeScreen />
        <Where />
      </>,
      {
        route: `${paths.student.maze}?size=medium&seed=${encodeURIComponent('۴۲')}`,
        signedInAs: 'student',
      },
    );
    expect(await screen.findByText('/student/games/maze?size=medium&seed=42')).toBeInTheDocument();
    expect(screen.getByRole('application', { name: t.board.label(10) })).toBeInTheDocument();
  });

  it('switches size keeping the seed, and «مارپیچ تازه» picks another seed', async () => {
    renderMaze();
    await userEvent.click(screen.getByRole('radio', { name: t.size.options.large }));
    expect(where()).toBe(`/student/games/maze?size=large&seed=${SEED}`);
    expect(screen.getByRole('application', { name: t.board.label(14) })).toBeInTheDocument();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await userEvent.click(screen.getByRole('button', { name: t.newMaze }));
    expect(where()).toBe('/student/games/maze?size=large&seed=500000');
  });

  it('moves with the arrow keys in their direction on screen and announces where the pupil is', async () => {
    const maze = generateMaze('small', SEED);
    const board = renderMaze();
    expect(status()).toContain('ردیف ۱، ستون ۱');
    const [first] = solveMaze(maze);
    await walk(board, [first!]);
    expect(stat('maze-moves')).toBe('۱');
    expect(board).toHaveAttribute('data-col', String(first === 'left' ? 4 : 5));
    // Columns count from the right: one step left is column ۲, one step down is row ۲.
    expect(status()).toMatch(first === 'left' ? /^ردیف ۱، ستون ۲\. راه باز: / : /^ردیف ۲، ستون ۱\. راه باز: /);
  });

  it('a bump into a wall is not a move: «دیوار است!» and the count stays', async () => {
    const maze = generateMaze('small', SEED);
    const board = renderMaze();
    const walled = DIRECTIONS.filter((d) => hasWall(maze, maze.start, d));
    await walk(board, [walled[0]!]);
    expect(status()).toMatch(/^دیوار است! راه باز: /);
    expect(stat('maze-moves')).toBe('۰');
    expect(stat('maze-time')).toBe('۰۰:۰۰');
    expect(board).toHaveAttribute('data-bump');
    await walk(board, [walled[0]!]);
    expect(stat('maze-moves')).toBe('۰');
  });

  it('the on-screen buttons move too, named in Persian', async () => {
    const maze = generateMaze('small', SEED);
    renderMaze();
    const [first] = solveMaze(maze);
    await userEvent.click(screen.getByRole('button', { name: t.pad.go[first!] }));
    expect(stat('maze-moves')).toBe('۱');
  });

  it('starts the clock at the first move, not before', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const maze = generateMaze('small', SEED);
    const board = renderMaze();
    act(() => vi.advanceTimersByTime(10_000));
    expect(stat('maze-time')).toBe('۰۰:۰۰');
    fireEvent.keyDown(board, { key: solveMaze(maze)[0] === 'left' ? 'ArrowLeft' : 'ArrowDown' });
    act(() => vi.advanceTimersByTime(65_000));
    expect(stat('maze-time')).toBe('۰۱:۰۵');
  });

  it('wins with a cup, stores the best result under the pupil’s id and says «رکورد تازه!» only when beaten', async () => {
    const maze = generateMaze('small', SEED);
    const path = solveMaze(maze);
    const board = renderMaze();
    expect(stat('maze-best')).toBe(t.stats.noBest);
    await walk(board, path);
    const win = screen.getByRole('region', { name: t.win.title });
    expect(win).toHaveFocus();
    expect(within(win).getByText(t.win.cup)).toBeInTheDocument();
    expect(within(win).getByText(t.win.record)).toBeInTheDocument();
    expect(status()).toMatch(/^آفرین! به ستاره رسیدی با .+ حرکت در ۰۰:[۰-۹]{2}\. یک جام گرفتی\. رکورد تازه!$/);
    const stored = JSON.parse(localStorage.getItem(bestResultsKey(SARA))!);
    expect(stored.small.moves).toBe(path.length);

    // The same maze again with a detour: more moves, so no new record and the best stays.
    await userEvent.click(within(win).getByRole('button', { name: t.replay }));
    const again = screen.getByRole('application', { name: t.board.label(6) });
    expect(again).toHaveFocus();
    const back = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
    await walk(again, [path[0]!, back[path[0]!], ...path]);
    expect(screen.getByRole('region', { name: t.win.title })).toBeInTheDocument();
    expect(screen.queryByText(t.win.record)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(bestResultsKey(SARA))!).small.moves).toBe(path.length);
  });

  it('shows the signed-in pupil’s own best for the chosen size only', () => {
    localStorage.setItem(bestResultsKey(SARA), JSON.stringify({ medium: { moves: 30, ms: 75_000 } }));
    localStorage.setItem(bestResultsKey(999), JSON.stringify({ small: { moves: 3, ms: 1000 } }));
    renderMaze();
    expect(stat('maze-best')).toBe(t.stats.noBest);
  });

  it('reads the best for the size in the address', () => {
    localStorage.setItem(bestResultsKey(SARA), JSON.stringify({ medium: { moves: 30, ms: 75_000 } }));
    renderWithApp(<MazeScreen />, { route: `${paths.student.maze}?size=medium&seed=1`, signedInAs: 'student' });
    expect(stat('maze-best')).toBe('۳۰ حرکت در ۰۱:۱۵');
  });
});
