import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { useListMyQuizzes } from '@/api/generated/endpoints/member/member';
import type { Quiz } from '@/api/generated/model';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { QuizCard } from './quiz-card';
import { QuizDetailsDialog } from './quiz-details-dialog';
import { useQuizParam } from './quiz-param';
import { groupQuizzes, nextChange, quizGroups, type QuizGroup } from './quiz-values';
import { t } from './strings';

/** setTimeout's longest wait (about 24.8 days); a later change is caught by the next read. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** /student/quiz — the pupil's quizzes: open, upcoming and done; `?quiz=` opens one's details. */
export function QuizListScreen() {
  useDocumentTitle(t.documentTitle);
  const details = useQuizParam();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <QuizSections />
      <QuizDetailsDialog id={details.id} onClose={details.close} />
    </Stack>
  );
}

function QuizSections() {
  const list = useListMyQuizzes();
  useRefetchAtNextChange(list.data, list.refetch);

  // A retry after a failure shows the spinner again, so a child sees the button did something.
  const waiting = queryFallback([list]);
  if (waiting || !list.data) return waiting;
  if (!list.data.length) return <EmptyState title={t.empty.title} description={t.empty.description} />;
  const groups = groupQuizzes(list.data);
  return (
    <>
      {quizGroups.map((group) => (
        <QuizSection key={group} group={group} quizzes={groups[group]} />
      ))}
    </>
  );
}

function QuizSection({ group, quizzes }: { group: QuizGroup; quizzes: Quiz[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title id={headingId} order={2} size="h3">
          {t.groups[group]}
        </Title>
        <Text c="dimmed">{t.groupCount(quizzes.length)}</Text>
      </Group>
      {quizzes.length ? (
        quizzes.map((quiz) => <QuizCard key={quiz.id} quiz={quiz} />)
      ) : (
        <Text c="dimmed">{t.groupEmpty[group]}</Text>
      )}
    </Stack>
  );
}

/**
 * Reads the list again when a quiz opens or closes by the clock, so a pupil waiting on the page
 * sees the start appear (the server decides the new status; a second later, past its boundary).
 */
function useRefetchAtNextChange(list: Quiz[] | undefined, refetch: () => Promise<unknown>) {
  const at = list ? nextChange(list) : null;
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => void refetch(), Math.min(at - Date.now() + 1000, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [at, refetch]);
}
