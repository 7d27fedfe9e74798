import { Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { MatchingQuestion } from '@/api/generated/model';
import { leftOf, type Pairs } from './arrange-pairs';
import { MatchItem } from './arrange-match-item';
import classes from './arrange-matching.module.css';
import { matchingText as t } from './strings-arrange';

export type Side = 'left' | 'right';

interface MatchColumnsProps {
  question: MatchingQuestion;
  pairs: Pairs;
  selected: { side: Side; id: string } | null;
  disabled: boolean;
  /** The correct pairs, after a result (null before). */
  verdict: Pairs | null;
  onTap: (side: Side, id: string) => void;
}

/**
 * How wide a column wants to be: enough for its longest text in two lines at 18 px, plus the
 * badge. Two such columns side by side that do not fit wrap under each other (a 390 px phone
 * keeps short words side by side and stacks whole sentences).
 */
function columnBasis(question: MatchingQuestion): string {
  const longest = Math.max(...[...question.left, ...question.right].map((item) => item.text.length));
  return `${Math.max(8, Math.ceil(longest * 0.28 + 4))}rem`;
}

/** The two columns of a matching question, each a labelled group of cards. */
export function MatchColumns({ question, pairs, selected, disabled, verdict, onTap }: MatchColumnsProps) {
  const ids = { left: useId(), right: useId() };
  const place = (left: string) => question.left.findIndex((item) => item.id === left);
  const textOf = (side: Side, id: string) => question[side].find((item) => item.id === id)?.text ?? null;

  const column = (side: Side) => (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className={classes.column}
      role="group"
      aria-labelledby={ids[side]}
      style={{ '--column-basis': columnBasis(question) } as React.CSSProperties}
    >
      <Stack gap="xs">
        <Text id={ids[side]} fw={700} c="dimmed" fz="sm">
          {side === 'left' ? t.firstColumn : t.secondColumn}
        </Text>
        {question[side].map((item) => {
          const left = side === 'left' ? item.id : leftOf(pairs, item.id);
          const partnerId = left === undefined ? undefined : side === 'left' ? pairs.get(left) : left;
          const partner = partnerId === undefined ? null : textOf(side === 'left' ? 'right' : 'left', partnerId);
          // A pair is judged on its left item; an unpaired right item has nothing to judge.
          const right =
            verdict === null || (side === 'right' && left === undefined)
              ? undefined
              : pairs.get(left!) !== undefined && pairs.get(left!) === verdict.get(left!);
          return (
            <MatchItem
              key={item.id}
              side={side}
              item={item}
              pair={partner === null ? null : place(left!)}
              partner={partner}
              selected={selected?.side === side && selected.id === item.id}
              disabled={disabled}
              right={right}
              onTap={() => onTap(side, item.id)}
            />
          );
        })}
      </Stack>
    </Paper>
  );

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
      {column('left')}
      {column('right')}
    </div>
  );
}
