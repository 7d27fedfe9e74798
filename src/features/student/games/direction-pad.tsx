import { ActionIcon } from '@mantine/core';
import type { Direction } from './maze';
import classes from './maze.module.css';
import { t } from './strings';

/** How much each arrow (drawn pointing up) turns. */
const TURN: Record<Direction, number> = { up: 0, right: 90, down: 180, left: 270 };

/** The buttons in the order the eye meets them in the cross, so Tab follows what is seen. */
const ORDER: readonly Direction[] = ['up', 'left', 'right', 'down'];

/**
 * Four large buttons (56 px) as a cross (on a phone as the keyboard's arrows: up over left, down,
 * right, so they take two rows), laid out left to right on screen so «برو چپ» sits on the left: on
 * a phone they are the thumbs' way to play when swiping is hard.
 */
export function DirectionPad({ onStep, disabled }: { onStep: (direction: Direction) => void; disabled: boolean }) {
  return (
    <div role="group" aria-label={t.pad.label} dir="ltr" className={classes.pad}>
      {ORDER.map((direction) => (
        <ActionIcon
          key={direction}
          size={56}
          radius="xl"
          variant="filled"
          aria-label={t.pad.go[direction]}
          disabled={disabled}
          onClick={() => onStep(direction)}
          style={{ gridArea: direction }}
          data-direction={direction}
        >
          <svg
            viewBox="0 0 24 24"
            width={32}
            height={32}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            style={{ transform: `rotate(${TURN[direction]}deg)` }}
          >
            <path d="M12 20V4M5 11l7-7 7 7" />
          </svg>
        </ActionIcon>
      ))}
    </div>
  );
}
