import { useMemo } from 'react';
import { hasWall, type Maze, type Position } from './maze';
import classes from './maze.module.css';

/** Drawing units per cell. */
const CELL = 10;

/** Every wall as one path: each cell's top and left side, plus the board's right and bottom edges. */
function wallPath(maze: Maze): string {
  const parts: string[] = [];
  for (let row = 0; row < maze.rows; row++)
    for (let col = 0; col < maze.cols; col++) {
      const here = { row, col };
      const x = col * CELL;
      const y = row * CELL;
      if (hasWall(maze, here, 'up')) parts.push(`M${x} ${y}h${CELL}`);
      if (hasWall(maze, here, 'left')) parts.push(`M${x} ${y}v${CELL}`);
      if (col === maze.cols - 1 && hasWall(maze, here, 'right')) parts.push(`M${x + CELL} ${y}v${CELL}`);
      if (row === maze.rows - 1 && hasWall(maze, here, 'down')) parts.push(`M${x} ${y + CELL}h${CELL}`);
    }
  return parts.join('');
}

/** A five-pointed star around (0, 0). */
const STAR = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 ? 1.7 : 4;
  const angle = (Math.PI / 5) * i - Math.PI / 2;
  return `${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle)).toFixed(2)}`;
}).join(' ');

const centre = (index: number) => index * CELL + CELL / 2;

interface MazeDrawingProps {
  maze: Maze;
  position: Position;
  /** The drawing's text alternative (where the pupil and the star are). */
  label: string;
}

/**
 * The board in physical space (its box is left to right, whatever the page's direction): walls as thin dark
 * lines of the same width at every size, the goal a gold star on a pale yellow cell, the pupil a
 * smiling blue circle that glides from cell to cell.
 */
export function MazeDrawing({ maze, position, label }: MazeDrawingProps) {
  const walls = useMemo(() => wallPath(maze), [maze]);
  const width = maze.cols * CELL;
  const height = maze.rows * CELL;
  return (
    <svg
      viewBox={`-1 -1 ${width + 2} ${height + 2}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: 'block' }}
    >
      <rect x={maze.goal.col * CELL} y={maze.goal.row * CELL} width={CELL} height={CELL} fill="#fff3bf" />
      <polygon
        points={STAR}
        transform={`translate(${centre(maze.goal.col)} ${centre(maze.goal.row)})`}
        fill="#fab005"
        stroke="#d9480f"
        strokeWidth={0.6}
        strokeLinejoin="round"
      />
      <path
        d={walls}
        fill="none"
        stroke="#212529"
        strokeWidth={3}
        strokeLinecap="square"
        vectorEffect="non-scaling-stroke"
      />
      <g
        className={classes.pupil}
        style={{ transform: `translate(${centre(position.col)}px, ${centre(position.row)}px)` }}
      >
        <circle r={3.6} fill="#1864ab" stroke="#fff" strokeWidth={0.6} />
        <circle cx={-1.2} cy={-0.9} r={0.55} fill="#fff" />
        <circle cx={1.2} cy={-0.9} r={0.55} fill="#fff" />
        <path d="M-1.5 0.9q1.5 1.4 3 0" fill="none" stroke="#fff" strokeWidth={0.55} strokeLinecap="round" />
      </g>
    </svg>
  );
}
