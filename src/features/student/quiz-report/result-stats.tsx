import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { QuizResult } from '@/api/generated/model';
import { formatDuration } from './quiz-report-values';
import { t } from './strings';

/**
 * The result in figures: score of total, percent, time spent, and how many questions were right,
 * wrong and unanswered. A description list, so each figure is read with its name.
 */
export function ResultStats({ result }: { result: QuizResult }) {
  const s = t.stats;
  const items: [string, string][] = [
    [s.score, s.of(result.score, result.total_points)],
    [s.percent, t.percent(result.percent)],
    [s.time, formatDuration(result.time_spent_seconds)],
    [s.right, s.count(result.correct_count)],
    [s.wrong, s.count(result.wrong_count)],
    [s.unanswered, s.count(result.unanswered_count)],
  ];
  return (
    <SimpleGrid component="dl" aria-label={s.label} cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      {items.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={800} fz="lg" m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
