import { Button, Flex, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';
import { feedbackText } from './strings';

const t = feedbackText.solution;

interface UnderstoodQuestionProps {
  /** Reports the child's answer; a returned promise keeps the buttons waiting until it settles. */
  onUnderstood: (understood: boolean) => unknown;
}

/**
 * «راه‌حل را فهمیدی؟» with «متوجه شدم» and «هنوز متوجه نشدم», answered once: the chosen one is
 * marked and both are disabled, with a short thank-you. If the call fails the child may choose
 * again (the caller's mutation tells them about the failure).
 */
export function UnderstoodQuestion({ onUnderstood }: UnderstoodQuestionProps) {
  const askId = useId();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);

  async function choose(understood: boolean) {
    setChosen(understood);
    setPending(true);
    try {
      await onUnderstood(understood);
    } catch {
      setChosen(null);
    } finally {
      setPending(false);
    }
  }

  const option = (understood: boolean, label: string) => {
    const isChosen = chosen === understood;
    return (
      <Button
        size="lg"
        variant={isChosen ? 'filled' : 'default'}
        disabled={chosen !== null}
        loading={pending && isChosen}
        aria-pressed={isChosen}
        leftSection={isChosen && !pending ? <Tick /> : null}
        onClick={() => void choose(understood)}
      >
        {label}
      </Button>
    );
  };

  const thanks = chosen === null || pending ? '' : chosen ? t.thanksUnderstood : t.thanksNotUnderstood;
  return (
    <Stack gap="xs" role="group" aria-labelledby={askId}>
      <Text id={askId} fw={700}>
        {t.ask}
      </Text>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        {option(true, t.understood)}
        {option(false, t.notUnderstood)}
      </Flex>
      {/* Present from the start, so the thank-you is announced when it appears. */}
      <Text role="status" fw={600} mih="1.5em">
        {thanks}
      </Text>
    </Stack>
  );
}

function Tick() {
  return (
    <LineIcon size={22}>
      <path d="M7 16l5 5 11-12" />
    </LineIcon>
  );
}
