import { Box, Button, Group, Image, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { Solution } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { LineIcon } from '@/shared/ui/line-icon';
import { MathText } from '../question/math-text';
import { ReadAloudButton } from '../read-aloud/read-aloud-button';
import { solutionSpeech } from '../read-aloud/speech-text';
import { feedbackText } from './strings';
import { UnderstoodQuestion } from './understood-question';

const t = feedbackText.solution;

export interface SolutionStepsProps {
  /** The worked solution as the server sends it (AnswerResult.solution). */
  solution: Solution;
  /**
   * Asks «متوجه شدم» / «هنوز متوجه نشدم» (after a mistake) and reports the choice; a returned
   * promise shows the choice pending until it settles (default: not asked).
   */
  onUnderstood?: (understood: boolean) => unknown;
  /** The section's id, for a toggle's aria-controls (default none). */
  id?: string;
  /** An element naming the question it belongs to, read before «راه‌حل» (a page of many solutions; default none). */
  labelledBy?: string;
}

/**
 * The worked solution: its one-line summary, the numbered steps (Persian digits) with their
 * pictures, the lesson video when there is one, and, when asked, whether the child understood.
 */
export function SolutionSteps({ solution, onUnderstood, id, labelledBy }: SolutionStepsProps) {
  const titleId = useId();
  const steps = [...solution.steps].sort((a, b) => a.order - b.order);
  return (
    <Stack component="section" id={id} aria-labelledby={labelledBy ? `${labelledBy} ${titleId}` : titleId} gap="md">
      <Title order={3} size="h4" id={titleId}>
        {t.title}
      </Title>
      <ReadAloudButton text={solutionSpeech(solution)} audioUrl={solution.audio_url} subject="solution" />
      <Text fz="lg" fw={700}>
        <MathText text={solution.summary} />
      </Text>
      <Box component="ol" aria-label={t.steps} m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Box component="li" key={step.order} mb="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon size={36} radius="xl" variant="filled" fz="lg" fw={700} flex="none">
                {toPersianDigits(step.order)}
              </ThemeIcon>
              <Stack gap="xs" pt={4} miw={0}>
                <Text fz="lg" style={{ overflowWrap: 'anywhere' }}>
                  <MathText text={step.text} />
                </Text>
                {step.image_url && <Image src={step.image_url} alt={t.stepImage(step.order)} maw={320} radius="md" />}
              </Stack>
            </Group>
          </Box>
        ))}
      </Box>
      {solution.video_url && (
        <Button
          component="a"
          href={solution.video_url}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          variant="default"
          leftSection={<PlayIcon />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.video}
          <VisuallyHidden>{t.newTab}</VisuallyHidden>
        </Button>
      )}
      {onUnderstood && <UnderstoodQuestion onUnderstood={onUnderstood} />}
    </Stack>
  );
}

function PlayIcon() {
  return (
    <LineIcon size={24}>
      <circle cx="15" cy="15" r="12" />
      <path d="M12 10l8 5-8 5z" />
    </LineIcon>
  );
}
