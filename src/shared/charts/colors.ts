import type { MantineColor } from '@mantine/core';

// One colour per ChartKey of the contract, so «درست» is teal and «ریاضی» blue on every chart of
// every role, whatever the order or the period. Shades at 6+ keep 3:1 against white.
const KEY_COLORS: Record<string, MantineColor> = {
  correct: 'teal.7',
  wrong: 'red.7',
  after_solution: 'orange.7',
  answered: 'indigo.6',
  done: 'teal.7',
  finished: 'teal.7',
  late: 'orange.7',
  in_progress: 'blue.6',
  not_started: 'gray.6',
  gold: 'yellow.7',
  silver: 'gray.6',
  bronze: 'orange.9',
  math: 'blue.6',
  literature: 'grape.6',
  science: 'green.7',
  smart_score: 'violet.6',
  practice_time: 'cyan.7',
  average_score: 'indigo.6',
};

const PALETTE: MantineColor[] = ['blue.6', 'teal.7', 'grape.6', 'orange.7', 'cyan.7', 'pink.6', 'lime.8', 'indigo.6'];

/** The colour of a series or slice: its key's own colour, else the `index`-th of a fixed palette. */
export function chartColorOf(key: string, index: number): MantineColor {
  return KEY_COLORS[key] ?? PALETTE[index % PALETTE.length]!;
}
