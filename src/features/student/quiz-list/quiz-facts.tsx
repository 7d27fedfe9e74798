import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Quiz, QuizStatus } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { t } from './strings';
import { quizStatusLabel, quizStatusLook } from '@/shared/status/quiz';
import { StatusChip } from '@/shared/ui/status-chip';

/** The quiz's status in words, coloured by what the pupil can do with it. */
export function StatusBadge({ status }: { status: QuizStatus }) {
  return (
    <StatusChip {...quizStatusLook[status]} radius="sm" autoContrast>
      {quizStatusLabel[status]}
    </StatusChip>
  );
}

/** «از … تا …» in Jalali date-time with Persian digits. */
export const windowOf = (quiz: Pick<Quiz, 'start_at' | 'end_at'>) =>
  t.window(formatJalaliDateTime(quiz.start_at), formatJalaliDateTime(quiz.end_at));

/** What a pupil wants to know before a quiz: time, questions, points, the window, when answers show. */
export function QuizFacts({ quiz }: { quiz: Quiz }) {
  return (
    <Stack gap="xs">
      <SimpleGrid component="dl" cols={3} spacing="xs" m={0} maw={480}>
        <Fact label={t.facts.duration} value={t.minutes(quiz.duration_minutes)} />
        <Fact label={t.facts.questions} value={t.questions(quiz.questions_count)} />
        <Fact label={t.facts.points} value={t.points(quiz.total_points)} />
      </SimpleGrid>
      <Stack component="dl" gap={4} m={0}>
        <Fact label={t.facts.window} value={windowOf(quiz)} inline />
        <Fact label={t.facts.answers} value={t.showAnswers[quiz.show_answers_after]} inline />
      </Stack>
    </Stack>
  );
}

function Fact({ label, value, inline = false }: { label: string; value: string; inline?: boolean }) {
  // A <div> may group a <dt> with its <dd> inside a <dl>.
  return (
    <div style={inline ? { display: 'flex', flexWrap: 'wrap', columnGap: 6 } : undefined}>
      <Text component="dt" size="sm" c="dimmed">
        {inline ? t.labelled(label) : label}
      </Text>
      <Text component="dd" m={0} fw={600} size={inline ? 'sm' : 'md'}>
        {value}
      </Text>
    </div>
  );
}
