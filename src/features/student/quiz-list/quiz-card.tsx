import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Quiz } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { QuizFacts, StatusBadge } from './quiz-facts';
import { openedFromList, quizDetailsHref } from './quiz-param';
import { startsIn } from './quiz-values';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** One quiz in the list: what it is, its window, and what the pupil can do with it now. */
export function QuizCard({ quiz }: { quiz: Quiz }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title id={titleId} order={3} size="h4">
            {quiz.title}
          </Title>
          <StatusBadge status={quiz.status} />
        </Group>
        <Group gap="xs">
          <StatusChip variant="light" color="gray" radius="sm">
            {quiz.course.name}
          </StatusChip>
        </Group>
        <Text>{quiz.description}</Text>
        <QuizFacts quiz={quiz} />
        <CardActions quiz={quiz} />
      </Stack>
    </Paper>
  );
}

/** A note for the quiz's state and its links: details before starting, the quiz itself, or its result. */
function CardActions({ quiz }: { quiz: Quiz }) {
  const name = (action: string) => t.actionFor(action, quiz.title);
  const details = (label: string) => (
    <Anchor
      component={Link}
      to={quizDetailsHref(quiz.id)}
      state={openedFromList}
      aria-label={name(label)}
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center' }}
    >
      {label}
    </Anchor>
  );
  const report = (
    <Button
      component={Link}
      to={paths.student.quiz.reportHref(quiz.id)}
      variant="light"
      mih={44}
      aria-label={name(t.actions.report)}
    >
      {t.actions.report}
    </Button>
  );
  switch (quiz.status) {
    case 'open':
      return (
        <Group>
          <Button
            component={Link}
            to={quizDetailsHref(quiz.id)}
            state={openedFromList}
            mih={44}
            aria-label={name(t.actions.details)}
          >
            {t.actions.details}
          </Button>
        </Group>
      );
    case 'in_progress':
      return (
        <Stack gap="xs" align="flex-start">
          <Text fw={600} c="red.9">
            {t.running}
          </Text>
          <Group gap="md">
            <Button
              component={Link}
              to={paths.student.quiz.takeHref(quiz.id)}
              mih={44}
              aria-label={name(t.actions.resume)}
            >
              {t.actions.resume}
            </Button>
            {details(t.actions.detailsOnly)}
          </Group>
        </Stack>
      );
    case 'upcoming':
      return (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t.startsAt(formatJalaliDateTime(quiz.start_at), startsIn(quiz.start_at))}</Text>
          {details(t.actions.detailsOnly)}
        </Stack>
      );
    case 'submitted':
      return (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t.submittedNote}</Text>
          {report}
        </Stack>
      );
    case 'closed':
      return <Text c="dimmed">{t.closedNote}</Text>;
  }
}
