import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { shellText } from '@/app/shell/strings';
import { StudentLayout } from '@/app/shell/student-layout';
import { paths } from '@/shared/routing/paths';
import { withQuery } from '@/shared/routing/href';
import { pretendMedia } from '@/testing/media';
import { bestResultsKey } from './best-results';
import { CELLS_PER_SIDE, DIRECTIONS, generateMaze, hasWall, solveMaze, type Direction, type MazeSize } from './maze';
import { MazeScreen, TOUCH_SCREEN } from './maze-screen';
import { t } from './strings';

const SEED = 2024;
/** Sara, the signed-in pupil of the contract's login example. */
const SARA = 101;
const KEY: Record<Direction, string> = {
  up: '{ArrowUp}',
  right: '{ArrowRight}',
  down: '{ArrowDown}',
  left: '{ArrowLeft}',
};

const route = (size: MazeSize, seed = SEED) => withQuery(paths.student.maze, { size, seed });

const meta = {
  title: 'Student/Maze game',
  component: MazeScreen,
  parameters: {
    app: { route: route('small'), signedInAs: 'student' },
    // The game asks the server nothing.
    msw: { handlers: [] },
  },
  // Each story starts with no record, whatever an earlier story left in this browser.
  beforeEach: () => localStorage.removeItem(bestResultsKey(SARA)),
} satisfies Meta<typeof MazeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const boardOf = (canvas: Canvas, size: MazeSize) =>
  canvas.getByRole('application', { name: t.board.label(CELLS_PER_SIDE[size]) });
const statusOf = (canvas: Canvas) => canvas.getByRole('status');
const statOf = (canvas: Canvas, id: string) => within(canvas.getByTestId(id)).getByRole('definition');

async function press(board: HTMLElement, steps: readonly Direction[]) {
  board.focus();
  await userEvent.keyboard(steps.map((d) => KEY[d]).join(''));
}

/** Small maze, seed 2024: a step by arrow key, a bump into a wall, the page never scrolls on arrows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const maze = generateMaze('small', SEED);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(canvas.getByRole('radio', { name: t.size.options.small })).toBeChecked();
    const board = boardOf(canvas, 'small');
    await expect(statusOf(canvas)).toHaveTextContent(/^شروع کن! ردیف ۱، ستون ۱\. راه باز: /);
    await expect(statOf(canvas, 'maze-moves')).toHaveTextContent('۰');

    const walled = DIRECTIONS.find((d) => hasWall(maze, maze.start, d))!;
    await press(board, [walled]);
    await expect(statusOf(canvas)).toHaveTextContent(/^دیوار است!/);
    await expect(statOf(canvas, 'maze-moves')).toHaveTextContent('۰');

    const scrolled = window.scrollY;
    await press(board, solveMaze(maze).slice(0, 3));
    await expect(statOf(canvas, 'maze-moves')).toHaveTextContent('۳');
    await expect(window.scrollY).toBe(scrolled);
    await expect(canvas.getByRole('img', { name: /^تو \(دایرهٔ آبی\) در ردیف/ })).toBeInTheDocument();
    await expect(document.title).toBe(t.documentTitle);
  },
};

/** Medium maze (10 × 10), chosen in the address. */
export const Medium: Story = {
  parameters: { app: { route: route('medium'), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(boardOf(canvas, 'medium')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t.size.options.medium })).toBeChecked();
    await expect(canvas.getByRole('img', { name: /ستاره در ردیف ۱۰، ستون ۱۰ است/ })).toBeInTheDocument();
  },
};

/** Large maze (14 × 14); the cross of buttons is laid out on screen as it moves, 64 px each. */
export const Large: Story = {
  parameters: { app: { route: route('large'), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(boardOf(canvas, 'large')).toBeInTheDocument();
    const pad = canvas.getByRole('group', { name: t.pad.label });
    const box = (d: Direction) => within(pad).getByRole('button', { name: t.pad.go[d] }).getBoundingClientRect();
    await expect(box('left').right).toBeLessThanOrEqual(box('right').left);
    await expect(box('up').bottom).toBeLessThanOrEqual(box('down').top);
    await expect(box('left').width).toBeGreaterThanOrEqual(56);
    await expect(box('down').height).toBeGreaterThanOrEqual(56);
    const maze = generateMaze('large', SEED);
    await userEvent.click(within(pad).getByRole('button', { name: t.pad.go[solveMaze(maze)[0]!] }));
    await expect(statOf(canvas, 'maze-moves')).toHaveTextContent('۱');
  },
};

/** A phone: no sideways scroll, and a swipe on the board walks one cell. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const board = boardOf(canvas, 'small');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    await expect(getComputedStyle(board).touchAction).toBe('none');
    const first = solveMaze(generateMaze('small', SEED))[0]!;
    const { left, top } = board.getBoundingClientRect();
    const [x, y] = [left + 150, top + 150];
    const to = first === 'left' ? [x - 60, y] : [x, y + 60];
    fireEvent.pointerDown(board, { pointerId: 1, clientX: x, clientY: y });
    fireEvent.pointerMove(board, { pointerId: 1, clientX: (x + to[0]!) / 2, clientY: (y + to[1]!) / 2 });
    fireEvent.pointerUp(board, { pointerId: 1, clientX: (x + to[0]!) / 2, clientY: (y + to[1]!) / 2 });
    await waitFor(() => expect(statOf(canvas, 'maze-moves')).toHaveTextContent('۱'));
  },
};

/** Solved by the arrow keys along the solver's path: the cup, the result, «رکورد تازه!» and the best kept. */
export const Won: Story = {
  play: async ({ canvas }) => {
    const path = solveMaze(generateMaze('small', SEED));
    await press(boardOf(canvas, 'small'), path);
    const win = await canvas.findByRole('region', { name: t.win.title });
    await expect(win).toHaveFocus();
    await expect(within(win).getByText(t.win.cup)).toBeVisible();
    await expect(within(win).getByText(t.win.record)).toBeVisible();
    await expect(statOf(canvas, 'maze-moves')).toHaveTextContent(t.count(path.length));
    await expect(statusOf(canvas)).toHaveTextContent(/^آفرین! به ستاره رسیدی با/);
    await expect(statOf(canvas, 'maze-best')).toHaveTextContent(new RegExp(`^${t.count(path.length)} حرکت در ۰۰:`));
    await expect(within(win).getByRole('button', { name: t.replay })).toBeVisible();
    await expect(within(win).getByRole('button', { name: t.newMaze })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.pad.go.up })).toBeDisabled();
  },
};

/** A pupil whose best is better than this game: the win says no «رکورد تازه!» and the best stays. */
export const WonWithoutRecord: Story = {
  beforeEach: () => localStorage.setItem(bestResultsKey(SARA), JSON.stringify({ small: { moves: 5, ms: 4000 } })),
  play: async ({ canvas }) => {
    await expect(statOf(canvas, 'maze-best')).toHaveTextContent('۵ حرکت در ۰۰:۰۴');
    await press(boardOf(canvas, 'small'), solveMaze(generateMaze('small', SEED)));
    const win = await canvas.findByRole('region', { name: t.win.title });
    await expect(within(win).queryByText(t.win.record)).not.toBeInTheDocument();
    await expect(statOf(canvas, 'maze-best')).toHaveTextContent('۵ حرکت در ۰۰:۰۴');
  },
};

/** An address the game cannot read: a small maze with a fresh seed and a short note. */
export const UnreadableAddress: Story = {
  parameters: { app: { route: `${paths.student.maze}?size=huge&seed=-3`, signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.fixedAddress)).toBeVisible();
    await expect(boardOf(canvas, 'small')).toBeInTheDocument();
  },
};

/** The maze as the router shows it: inside the pupil's shell, with its header and bottom bar. */
function MazeInShell() {
  return (
    <Routes>
      <Route element={<StudentLayout />}>
        <Route path="*" element={<MazeScreen />} />
      </Route>
    </Routes>
  );
}

/** Makes the browser answer as a phone does: no hover, a coarse pointer (a story's `beforeEach`). */
function pretendTouchScreen(): () => void {
  return pretendMedia((query) => query === TOUCH_SCREEN);
}

const rect = (element: Element) => element.getBoundingClientRect();

/**
 * What a pupil sees on a phone on arrival, without scrolling: the whole maze and under it the whole
 * arrow pad, between the header and the bottom bar, nothing covering a button. The help names
 * fingers, never keys.
 */
async function playableOnPhone(canvas: Canvas, size: MazeSize) {
  const board = boardOf(canvas, size);
  const pad = canvas.getByRole('group', { name: t.pad.label });
  const header = screen.getByRole('banner');
  const bar = await screen.findByRole('navigation', { name: shellText.bottomBar });
  await expect(canvas.getByText(t.instructions.touch)).toBeVisible();
  await expect(canvas.queryByText(t.instructions.keys)).toBeNull();
  await expect(document.body.textContent).not.toMatch(/Tab|کلید/);

  await expect(window.scrollY).toBe(0);
  await waitFor(() => expect(rect(pad).bottom).toBeLessThanOrEqual(rect(bar).top));
  await expect(rect(board).top).toBeGreaterThanOrEqual(rect(header).bottom);
  await expect(rect(board).bottom).toBeLessThanOrEqual(rect(pad).top);
  await expect(rect(board).width).toBeGreaterThanOrEqual(240);
  for (const direction of DIRECTIONS) {
    const button = within(pad).getByRole('button', { name: t.pad.go[direction] });
    const { left, top, width, height } = rect(button);
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(button.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

const phone390 = { options: { phone390: { name: '390', styles: { width: '390px', height: '844px' } } } };

/** A 390 × 844 phone, large maze: maze and arrow pad on the first screen, help for fingers. */
export const Phone390: Story = {
  render: () => <MazeInShell />,
  parameters: { app: { route: route('large'), signedInAs: 'student' }, viewport: phone390 },
  globals: { viewport: { value: 'phone390' } },
  beforeEach: pretendTouchScreen,
  play: async ({ canvas }) => {
    await expect(window.innerHeight).toBe(844);
    await playableOnPhone(canvas, 'large');
  },
};

/** A 360 × 740 phone: the maze shrinks so it and the pad still fit one screen. */
export const Phone360: Story = {
  render: () => <MazeInShell />,
  parameters: { app: { route: route('medium'), signedInAs: 'student' } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: pretendTouchScreen,
  play: async ({ canvas }) => {
    await expect(window.innerHeight).toBe(740);
    await playableOnPhone(canvas, 'medium');
  },
};
