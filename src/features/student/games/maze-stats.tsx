import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MazeResult } from './best-results';
import { formatClock } from './maze-game';
import { resultOf } from './maze-words';
import classes from './maze.module.css';
import { t } from './strings';

interface MazeStatsProps {
  moves: number;
  ms: number;
  best: MazeResult | undefined;
}

/** Moves, the clock (mm:ss from the first step) and the pupil's best for this size, in Persian digits. */
export function MazeStats({ moves, ms, best }: MazeStatsProps) {
  return (
    <Group component="dl" gap="xs" m={0} justify="center" wrap="wrap" className={classes.stats}>
      <Stat name={t.stats.moves} testId="maze-moves">
        {t.count(moves)}
      </Stat>
      <Stat name={t.stats.time} testId="maze-time">
        {/* Left to right, so «۰۱:۳۰» is not read back to front inside the right-to-left line. */}
        <span dir="ltr">{t.clock(formatClock(ms))}</span>
      </Stat>
      <Stat name={t.stats.best} testId="maze-best">
        {best ? resultOf(best.moves, best.ms) : t.stats.noBest}
      </Stat>
    </Group>
  );
}

function Stat({ name, testId, children }: { name: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} miw={88} data-testid={testId} className={classes.stat}>
      <Text component="dt" size="xs" c="dimmed">
        {name}
      </Text>
      <Text component="dd" fw={700} m={0}>
        {children}
      </Text>
    </Paper>
  );
}
