import { Box } from '@mantine/core';
import { LineIcon } from '@/shared/ui/line-icon';
import { t, type Outcome } from './strings';

const COLORS: Record<Outcome, string> = { right: 'teal.9', wrong: 'red.9', unanswered: 'gray.7' };

const DRAWINGS: Record<Outcome, string> = {
  right: 'M7 16l6 6L24 9',
  wrong: 'M9 9l12 12M21 9L9 21',
  unanswered: 'M8 15h14',
};

/** How a question ended, as an icon and a word; the colour only repeats what the word says. */
export function OutcomeMark({ outcome }: { outcome: Outcome }) {
  return (
    <Box
      component="span"
      c={COLORS[outcome]}
      fw={700}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <LineIcon size={20}>
        <path d={DRAWINGS[outcome]} />
      </LineIcon>
      <span>{t.outcome[outcome]}</span>
    </Box>
  );
}
