import { Group, Paper, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import classes from './celebration.module.css';

const COLORS = ['#f59f00', '#40c057', '#228be6', '#e64980', '#7950f2', '#fd7e14'];

// Fixed places and delays (not random), so every run and every screenshot looks the same.
const PIECES = Array.from({ length: 16 }, (_, i) => ({
  '--x': `${(i * 37 + 5) % 96}%`,
  '--delay': `${(i % 5) * 0.12}s`,
  '--turn': `${i % 2 ? 300 : -260}deg`,
  '--piece-color': COLORS[i % COLORS.length],
})) as CSSProperties[];

interface CelebrationProps {
  /** The celebration in words (a heading). */
  text: string;
  /** The heading's level (default 3: under the question's h2; 2 where the run ends the page). */
  order?: 2 | 3;
}

/**
 * A card celebrating a finished skill: a star burst and, unless the child asked for reduced
 * motion, confetti falling once. The drawings are decorative; the words carry the message.
 */
export function Celebration({ text, order = 3 }: CelebrationProps) {
  const still = useReducedMotion(false, { getInitialValueInEffect: false });
  return (
    <Paper className={classes.card} withBorder radius="lg" p="md">
      {!still && (
        <div className={classes.confetti} aria-hidden="true" data-confetti>
          {PIECES.map((style, i) => (
            <span key={i} className={classes.piece} style={style} />
          ))}
        </div>
      )}
      <Group wrap="nowrap" gap="md">
        <Burst />
        <Title order={order} size="h4">
          {text}
        </Title>
      </Group>
    </Paper>
  );
}

/** A gold star with rays. */
function Burst() {
  const rays = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg className={classes.burst} viewBox="0 0 48 48" width={48} height={48} aria-hidden="true" focusable="false">
      {rays.map((angle) => (
        <line
          key={angle}
          x1="24"
          y1="3"
          x2="24"
          y2="9"
          stroke="#f08c00"
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${angle} 24 24)`}
        />
      ))}
      <path
        d="M24 12l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9L24 30.1l-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z"
        fill="#fcc419"
        stroke="#e67700"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
