import { Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { QuizQuestionResult } from '@/api/generated/model';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/**
 * One question of a pupil's quiz read back for staff: how it ended, the points, the pupil's answer
 * read-only beside the right one, and the worked solution (staff always get the key).
 */
export function QuestionCard({ item, count }: { item: QuizQuestionResult; count: number }) {
  const positionId = useId();
  const outcome = item.your_answer === null ? 'unanswered' : item.correct ? 'right' : 'wrong';
  const color = { right: 'teal.9', wrong: 'red.9', unanswered: 'gray.7' }[outcome];
  return (
    <Paper component="article" aria-labelledby={positionId} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <Group gap="md">
            <Text id={positionId} c="dimmed" fw={600}>
              {t.student.position(item.number, count)}
            </Text>
            <StatusChip color={color} variant="filled">
              {t.student[outcome]}
            </StatusChip>
          </Group>
          <Text fw={600}>{t.student.points(item.points_earned, item.points)}</Text>
        </Group>
        <ReadBackQuestion
          owner="staff"
          question={item.question}
          answer={item.your_answer}
          correct={item.correct_answer}
          solution={item.solution}
          labelledBy={positionId}
        >
          {outcome === 'unanswered' && <Text c="dimmed">{t.student.noAnswer}</Text>}
        </ReadBackQuestion>
      </Stack>
    </Paper>
  );
}
