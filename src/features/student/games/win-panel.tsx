import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { Celebration } from '@/shared/practice/feedback/celebration';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

interface WinPanelProps {
  /** «۲۴ حرکت در ۰۱:۳۰». */
  result: string;
  newRecord: boolean;
  onReplay: () => void;
  onNewMaze: () => void;
}

/**
 * The win: the practice engine's celebration, a cup, the result, «رکورد تازه!» when it beat the
 * best, and the two ways to play on. It takes focus when it appears, so a keyboard or screen
 * reader user lands on it (and a phone scrolls to it) instead of on a board that no longer moves.
 */
export function WinPanel({ result, newRecord, onReplay, onNewMaze }: WinPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} data-maze-won="" style={{ outlineOffset: 2 }}>
      <Stack gap="sm">
        <div id={titleId}>
          <Celebration text={t.win.title} order={2} />
        </div>
        <Group gap="sm" wrap="nowrap">
          <Cup />
          <Stack gap={2}>
            <Text fw={700}>{t.win.cup}</Text>
            <Text>{t.win.result(result)}</Text>
          </Stack>
        </Group>
        {newRecord && (
          <StatusChip color="teal.9" radius="sm" style={{ alignSelf: 'flex-start' }}>
            {t.win.record}
          </StatusChip>
        )}
        <Group gap="sm" grow>
          <Button mih={48} onClick={onReplay} variant="light">
            {t.replay}
          </Button>
          <Button mih={48} onClick={onNewMaze}>
            {t.newMaze}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

/** A gold cup (decorative: the words beside it say it). */
function Cup() {
  return (
    <svg viewBox="0 0 48 48" width={48} height={48} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <path d="M14 6h20v10a10 10 0 0 1-20 0z" fill="#fcc419" stroke="#e67700" strokeWidth="2" />
      <path
        d="M14 10H8v3a7 7 0 0 0 7 7M34 10h6v3a7 7 0 0 1-7 7"
        fill="none"
        stroke="#e67700"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M24 26v8M16 42h16l-2-8H18z" fill="#fcc419" stroke="#e67700" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
