import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';

interface AnswerMarkProps {
  /** A tick for a right answer, a cross for a wrong one (the text says which, too). */
  right: boolean;
  /** The mark's text, e.g. «پاسخ درست». */
  children: ReactNode;
  /** Lets a card name the mark as its description (default none). */
  id?: string;
}

/**
 * One mark of a result: an icon and a word, in green or red — the icon and the word carry the
 * meaning, the colour only repeats it. Inline (a span), so it may sit inside an input's description.
 * Teal 9, not green 9: green 9 reads 4.36:1 on white, below AA for this text.
 */
export function AnswerMark({ right, children, id }: AnswerMarkProps) {
  return (
    <Box
      component="span"
      id={id}
      c={right ? 'teal.9' : 'red.9'}
      fw={700}
      fz="md"
      // The icon and its words stay together; the words wrap only where a card has no room for them
      // (a staff page's «پاسخ دانش‌آموز» in a true/false card on a 390 px phone ran out of its card).
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <LineIcon size={22}>{right ? <path d="M7 16l6 6L24 9" /> : <path d="M9 9l12 12M21 9L9 21" />}</LineIcon>
      <span>{children}</span>
    </Box>
  );
}
