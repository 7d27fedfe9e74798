import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';
import { fillText } from './strings-fill';

export interface FillMarkProps {
  /** Id a box names in aria-describedby. */
  id: string;
  /** Whether the child's answer was right. */
  right: boolean;
  /** The right answer, shown beside a wrong one. */
  answer: ReactNode;
  /** Show «درست» beside a right answer's tick (default false: the tick, the word for screen readers only). */
  wordWhenRight?: boolean;
}

/**
 * The verdict beside a box: a tick, or a cross with «پاسخ درست» and the right answer. Shapes
 * and words say right or wrong, the colour only repeats it.
 */
export function FillMark({ id, right, answer, wordWhenRight = false }: FillMarkProps) {
  const word = right ? fillText.right : fillText.wrong;
  return (
    <Text
      component="span"
      id={id}
      dir="rtl"
      fz={16}
      fw={700}
      c={right ? 'teal.9' : 'red.9'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, lineHeight: 1.4, whiteSpace: 'nowrap' }}
    >
      <LineIcon size={22}>{right ? <path d="M7 16l6 6 11-13" /> : <path d="M9 9l12 12M21 9L9 21" />}</LineIcon>
      {right && wordWhenRight ? <span>{word}</span> : <VisuallyHidden component="span">{word}</VisuallyHidden>}
      {/* The spaces keep the words apart in the sentence a screen reader makes of them. */}
      {!right && (
        <>
          {' '}
          <span>{`${fillText.correctAnswer}:`}</span>{' '}
          <Text component="span" fz={20} fw={800} c="var(--mantine-color-text)">
            {answer}
          </Text>
        </>
      )}
    </Text>
  );
}
