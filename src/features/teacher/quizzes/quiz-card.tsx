import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Quiz } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { CancelQuiz } from './cancel-quiz';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** One quiz: class and course, its Jalali window, size, the answers rule; before it opens, edit and cancel; once open, its report. */
export function QuizCard({ quiz }: { quiz: Quiz }) {
  const headingId = useId();
  const klass = quiz.class;
  const hasReport = klass !== null && quiz.status !== 'upcoming';
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title id={headingId} order={3} size="h4">
          {quiz.title}
        </Title>
        <Text c="dimmed">{t.card.classCourse(klass?.name ?? '', quiz.course.name)}</Text>
        <Text>{t.card.window(formatJalaliDateTime(quiz.start_at), formatJalaliDateTime(quiz.end_at))}</Text>
        <Group gap="xs">
          <StatusChip variant="light">{t.card.duration(toPersianDigits(quiz.duration_minutes))}</StatusChip>
          <StatusChip variant="light" color="grape">
            {t.card.questions(toPersianDigits(quiz.questions_count))}
          </StatusChip>
        </Group>
        <Text size="sm">{t.card.answers[quiz.show_answers_after]}</Text>
        {quiz.status === 'upcoming' && (
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.teacher.quizEditHref(quiz.id)}
              variant="light"
              mih={44}
              aria-label={t.card.editOf(quiz.title)}
            >
              {t.card.edit}
            </Button>
            <CancelQuiz quiz={quiz} />
          </Group>
        )}
        {hasReport && (
          <Button
            component={Link}
            to={paths.teacher.quizReports.quizHref(klass.id, quiz.id)}
            variant="light"
            mih={44}
            aria-label={t.card.reportOf(quiz.title)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.card.report}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
