import { Button, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { toPersianDigits } from '@/shared/digits';
import { LineIcon } from '@/shared/ui/line-icon';
import { MathText } from './math-text';
import { t } from './strings';

/** A light bulb: a hint, without words. */
function BulbIcon() {
  return (
    <LineIcon size={22}>
      <path d="M11 22h8M12 26h6M15 4a8 8 0 0 0-5 14c1 1 2 2 2 4h6c0-2 1-3 2-4a8 8 0 0 0-5-14z" />
    </LineIcon>
  );
}

export interface QuestionHintsProps {
  /** The question's hints, general before particular (Question.hints). */
  hints: readonly string[];
  /** How many are open: the parent keeps it, since it goes with the answer (hints_used). */
  opened: number;
  /** «راهنمایی» / «راهنمایی بعدی» was pressed: open one more. */
  onOpen: () => void;
  /** The answer is in (or on its way): the open hints stay, no more open (default false). */
  closed?: boolean;
}

/**
 * Graded hints, one at a time: «راهنمایی» opens the first, «راهنمایی بعدی» the next, each under
 * the last with its place («راهنمایی ۱ از ۳»), the newest announced. All closed at first: the
 * child tries before being helped, and a line says a hint makes the question count a little less.
 */
export function QuestionHints({ hints, opened, onOpen, closed = false }: QuestionHintsProps) {
  const id = useId();
  if (!hints.length || (closed && opened === 0)) return null;
  const shown = hints.slice(0, opened);
  return (
    <Stack gap="xs">
      {/* Kept in the page while empty, so aria-controls always names an element. */}
      <Stack component="ol" id={id} gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
        {shown.map((hint, i) => (
          <Paper key={hint} component="li" withBorder p="md" radius="md" bg="var(--mantine-primary-color-light)">
            <Text fz="sm" fw={700} c="dimmed">
              {t.hintPlace(toPersianDigits(i + 1), toPersianDigits(hints.length))}
            </Text>
            <Text fz={{ base: 18, sm: 20 }} lh={1.9}>
              <MathText text={hint} />
            </Text>
          </Paper>
        ))}
      </Stack>
      {opened < hints.length && !closed && (
        <div>
          <Button variant="light" mih={44} onClick={onOpen} aria-controls={id} leftSection={<BulbIcon />}>
            {opened === 0 ? t.hint : t.nextHint}
          </Button>
          {opened === 0 && (
            <Text fz="sm" c="dimmed" mt={4}>
              {t.hintCost}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
