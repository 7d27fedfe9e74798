import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { QuizQuestionResult } from '@/api/generated/model';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { OutcomeMark } from './outcome-mark';
import { outcomeOf } from './quiz-report-values';
import { t } from './strings';

interface QuestionCardProps {
  item: QuizQuestionResult;
  /** How many questions the quiz has: the card then says «پرسش ۳ از ۸» (default: it does not). */
  count?: number;
  /** Why the right answer is missing, shown when it is (default: nothing said here). */
  hiddenReason?: string;
}

/**
 * One judged question read back: how it ended and its points, the question as it was asked, the
 * pupil's answer read-only beside the right one (when the quiz shows it), and the worked solution
 * when the result carries it.
 */
export function QuestionCard({ item, count, hiddenReason }: QuestionCardProps) {
  const outcome = outcomeOf(item);
  const positionId = useId();
  // On a page of many questions the regions' names («راه‌حل», the prompt) repeat: the position tells them apart.
  const labelledBy = count === undefined ? undefined : positionId;
  return (
    <Paper component="article" aria-labelledby={labelledBy} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <Group gap="md">
            {count !== undefined && (
              <Text id={positionId} c="dimmed" fw={600} fz={{ base: 16, sm: 18 }}>
                {t.question.title(item.number, count)}
              </Text>
            )}
            <OutcomeMark outcome={outcome} />
          </Group>
          <Text fw={600}>{t.questions.points(item.points_earned, item.points)}</Text>
        </Group>
        <ReadBackQuestion
          question={item.question}
          answer={item.your_answer}
          correct={item.correct_answer}
          solution={item.solution}
          labelledBy={labelledBy}
        >
          {outcome === 'unanswered' && <Text c="dimmed">{t.question.noAnswer}</Text>}
          {item.correct_answer === null && hiddenReason && (
            <Alert color="blue" variant="light">
              {hiddenReason}
            </Alert>
          )}
        </ReadBackQuestion>
      </Stack>
    </Paper>
  );
}
