import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { useGetMyQuizDetails, useGetMyQuizResult } from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { queryPhase } from '@/shared/ui/query-phase';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { t } from './strings';

interface ResultGateProps {
  quizId: number;
  /** The screen's content once the result is in. */
  children: (result: QuizResult) => ReactNode;
}

/**
 * The pupil's result of one quiz, or what stands in its place: loading, a failed read with a
 * retry, or the server's own Persian reason there is no result (400: not handed in yet, or not
 * taken; 404: no such quiz). Right after hand-in the result is already cached by the quiz screen.
 */
export function ResultGate({ quizId, children }: ResultGateProps) {
  const result = useGetMyQuizResult(quizId);
  // A result once read stays on screen even if a later refetch fails (it never changes once handed in).
  if (result.data) return children(result.data);
  const status = result.error instanceof ApiError ? result.error.status : 0;
  if (queryPhase(result) === 'error' && (status === 400 || status === 404))
    return <NoResult quizId={quizId} error={result.error} missing={status === 404} />;
  return queryFallback([result]);
}

/** Why there is no result, in the server's words, and the way on: the quiz itself while it can be taken. */
function NoResult({ quizId, error, missing }: { quizId: number; error: unknown; missing: boolean }) {
  const details = useGetMyQuizDetails(quizId);
  const takeable = details.data?.status === 'open' || details.data?.status === 'in_progress';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {missing ? t.noQuiz.title : t.notReady.title}
        </Title>
        <Text>{messageOf(error, t.noQuiz.description)}</Text>
        {takeable ? (
          <Button component={Link} to={paths.student.quiz.takeHref(quizId)} mih={44}>
            {t.notReady.toQuiz}
          </Button>
        ) : (
          <Button component={Link} to={paths.student.quiz.root} mih={44} variant="light">
            {t.notReady.toList}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** A friendly state for an address without a quiz (typed by hand, or an old bookmark). */
export function NoQuiz() {
  return (
    <EmptyState
      title={t.noQuiz.title}
      description={t.noQuiz.description}
      action={
        <Button component={Link} to={paths.student.quiz.root} mih={44}>
          {t.notReady.toList}
        </Button>
      }
    />
  );
}
