import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AnswerResult } from '@/api/generated/model';
import { LineIcon } from '@/shared/ui/line-icon';
import { Celebration } from './celebration';
import { MASTERED_AT, praiseFor } from './smart-score';
import { SmartScoreMeter } from './smart-score-meter';
import { SolutionSteps } from './solution-steps';
import { bandCheer, bandText, feedbackText } from './strings';
import { VerdictRewards } from './verdict-rewards';

const t = feedbackText.verdict;

export interface VerdictProps {
  /** The server's verdict on one answer. */
  result: AnswerResult;
  /** Moves on; its button («پرسش بعدی») takes the focus when the verdict appears, so Enter continues. */
  onNext: () => void;
  /** Reports «متوجه شدم» / «هنوز متوجه نشدم» after a mistake (see SolutionSteps; default: not asked). */
  onUnderstood?: (understood: boolean) => unknown;
  /** The next button's words (default «پرسش بعدی»). */
  nextLabel?: string;
}

/**
 * What a child sees after answering: right or wrong in words, with an icon and a colour; the
 * streak; the SmartScore moving; cups, new badges and a finished skill celebrated; the worked
 * solution (at once after a mistake, on request after a right answer); and «پرسش بعدی».
 */
export function Verdict({ result, onNext, onUnderstood, nextLabel = t.next }: VerdictProps) {
  const { correct, streak, smart_score_after: after } = result;
  const headline = correct ? praiseFor(streak) : t.wrong;
  const streakLine = correct && streak > 1 ? t.streak(streak) : null;
  const cheer = bandCheer[result.level][correct ? 'right' : 'wrong'];
  const celebration = result.skill_completed ? (after >= MASTERED_AT ? t.skillCompleted : t.targetReached) : null;
  const announcement = useLateText(
    [
      headline,
      streakLine,
      t.score(after, bandText[result.level]),
      cheer,
      result.cups_earned > 0 && t.cups(result.cups_earned),
      celebration,
    ]
      .filter((part): part is string => Boolean(part))
      .map((part) => (/[.!؟]$/.test(part) ? part : `${part}.`))
      .join(' '),
  );

  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Kept in place: the verdict's top, not the button at the bottom, is what the child should see.
    next.current?.focus({ preventScroll: true });
  }, [result]);

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="lg"
        p="md"
        bg={correct ? 'green.0' : 'red.0'}
        style={{ borderInlineStart: `6px solid var(--mantine-color-${correct ? 'green' : 'red'}-7)` }}
        data-verdict={correct ? 'right' : 'wrong'}
      >
        <Stack gap="md">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <ThemeIcon size={48} radius="xl" color={correct ? 'green.9' : 'red.9'} flex="none" aria-hidden>
              <LineIcon size={30}>
                {correct ? <path d="M7 16l5 5 11-12" /> : <path d="M9 9l12 12M21 9L9 21" />}
              </LineIcon>
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} size="h3" c={correct ? 'green.9' : 'red.9'}>
                {headline}
              </Title>
              {streakLine && <Text fw={700}>{streakLine}</Text>}
              {!correct && <Text>{t.wrongHint}</Text>}
            </Stack>
          </Group>
          <SmartScoreMeter before={result.smart_score_before} after={after} level={result.level} />
          <Text fw={600}>{cheer}</Text>
        </Stack>
      </Paper>
      {celebration && <Celebration text={celebration} />}
      <VerdictRewards cups={result.cups_earned} badges={result.new_badges} />
      {correct ? (
        <SolutionOnRequest result={result} />
      ) : (
        <SolutionSteps solution={result.solution} onUnderstood={onUnderstood} />
      )}
      <Button
        ref={next}
        size="lg"
        w={{ base: '100%', xs: 'auto' }}
        miw={200}
        onClick={onNext}
        onKeyDown={ignoreHeldEnter}
      >
        {nextLabel}
      </Button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** After a right answer the solution waits behind «دیدن راه‌حل». */
function SolutionOnRequest({ result }: { result: AnswerResult }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  return (
    <Stack gap="md" align="flex-start">
      <Button
        size="lg"
        variant="default"
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        onClick={toggle}
      >
        {opened ? t.hideSolution : t.showSolution}
      </Button>
      {opened && <SolutionSteps solution={result.solution} id={id} />}
    </Stack>
  );
}

/** An Enter held down since submitting the answer must not skip the verdict unseen. */
function ignoreHeldEnter(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key === 'Enter' && event.repeat) event.preventDefault();
}

/**
 * The text a live region should announce, set a moment after the region is on the page: screen
 * readers announce changes to a live region, not a region that arrives already filled.
 */
function useLateText(text: string): string {
  const [shown, setShown] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setShown(text), 100);
    return () => clearTimeout(timer);
  }, [text]);
  return shown;
}
