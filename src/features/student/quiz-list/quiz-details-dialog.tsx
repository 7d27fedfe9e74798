import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetMyQuizDetails } from '@/api/generated/endpoints/member/member';
import type { Quiz } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { queryPhase } from '@/shared/ui/query-phase';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { QuizFacts, StatusBadge } from './quiz-facts';
import { startsIn } from './quiz-values';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

export interface QuizDetailsDialogProps {
  /** The quiz to show (from `?quiz=`), or null for a closed dialog. */
  id: number | null;
  onClose: () => void;
}

/** A quiz before starting it: its facts, the rules in a child's words, and the way in. */
export function QuizDetailsDialog({ id, onClose }: QuizDetailsDialogProps) {
  const details = useGetMyQuizDetails(id ?? 0, { query: { enabled: id !== null } });
  const notFound = details.error?.status === 404;
  return (
    <Modal.Root opened={id !== null} onClose={onClose} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders the header as <header>: inside a dialog it must not be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {details.data?.title ?? t.details.loadingTitle}
          </Modal.Title>
          <Modal.CloseButton aria-label={t.details.close} size="lg" />
        </Modal.Header>
        <Modal.Body>
          {notFound && queryPhase(details) === 'error' ? (
            <EmptyState title={t.details.notFound.title} description={t.details.notFound.lead} />
          ) : (
            <QueryState query={details} loadingLabel={t.details.loading}>
              {(data) => <QuizDetails quiz={data} />}
            </QueryState>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function QuizDetails({ quiz }: { quiz: Quiz }) {
  const minutes = t.minutes(quiz.duration_minutes);
  const running = quiz.status === 'in_progress';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={quiz.status} />
        <StatusChip variant="light" color="gray" radius="sm">
          {quiz.course.name}
        </StatusChip>
      </Group>
      <Text>{quiz.description}</Text>
      <QuizFacts quiz={quiz} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.details.rulesTitle}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{running ? t.details.rules.timerRunning(minutes) : t.details.rules.timer(minutes)}</List.Item>
          <List.Item>{t.details.rules.windowEnd(formatJalaliDateTime(quiz.end_at))}</List.Item>
          <List.Item>{t.details.rules.saved}</List.Item>
          <List.Item>{t.details.rules.flags}</List.Item>
          <List.Item>{t.details.rules.autoSubmit}</List.Item>
          <List.Item>{t.details.rules.early}</List.Item>
          <List.Item>{t.details.rules.answers[quiz.show_answers_after]}</List.Item>
        </List>
      </Stack>
      <DetailsAction quiz={quiz} />
    </Stack>
  );
}

/** Start or resume (a real link to the quiz), wait for the start, or see the result. */
function DetailsAction({ quiz }: { quiz: Quiz }) {
  const take = paths.student.quiz.takeHref(quiz.id);
  switch (quiz.status) {
    case 'open':
    case 'in_progress':
      return (
        <Button component={Link} to={take} size="md" mih={48} fullWidth>
          {quiz.status === 'open' ? t.actions.start : t.actions.resume}
        </Button>
      );
    case 'upcoming':
      return (
        <Stack gap={4}>
          <Text fw={600}>{t.startsAt(formatJalaliDateTime(quiz.start_at), startsIn(quiz.start_at))}</Text>
          <Text c="dimmed" size="sm">
            {t.details.notYet}
          </Text>
        </Stack>
      );
    case 'closed':
      return <Text c="dimmed">{t.closedNote}</Text>;
    case 'submitted':
      return (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t.submittedNote}</Text>
          <Button component={Link} to={paths.student.quiz.reportHref(quiz.id)} variant="light" mih={44}>
            {t.actions.report}
          </Button>
        </Stack>
      );
  }
}
