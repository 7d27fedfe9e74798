import { Button, Group, Text } from '@mantine/core';
import { t } from './strings';
import type { SaveState } from './use-quiz-answers';

const colour: Record<SaveState, string> = {
  none: 'dimmed',
  typing: 'dimmed',
  saving: 'dimmed',
  saved: 'teal.9',
  waiting: 'orange.9',
  failed: 'red.9',
};

/** What became of this question's answer, in words (a live region), with a retry after a failure. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Group gap="sm" wrap="wrap" mih={44}>
      <Text role="status" c={colour[state]} fw={state === 'failed' || state === 'waiting' ? 700 : 400}>
        {t.save[state]}
      </Text>
      {state === 'failed' && (
        <Button variant="light" color="red" mih={44} onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </Group>
  );
}
