import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { useGetMyQuizDetails, useGetMyQuizSession } from '@/api/generated/endpoints/member/member';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { queryPhase } from '@/shared/ui/query-phase';
import { ErrorState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { QuizTaking } from './quiz-taking';
import { t } from './strings';

/**
 * /student/quiz/{quizId}/{questionNum?} and /student/quiz/{quizId}/{questionNum}/list: the quiz
 * session (starting the timer on the first visit, resuming it after), then one question at a
 * time or the overview. Entering always asks the server again, so the clock and the saved answers
 * are the server's, whatever this device remembered.
 */
export function QuizTakeScreen() {
  const ids = useRouteIds('quizId', 'questionNum');
  const { pathname } = useLocation();
  // An id that cannot be one is 0: nothing is asked.
  const quizId = ids.quizId ?? 0;
  const session = useGetMyQuizSession(quizId, {
    query: { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: false, enabled: quizId > 0 },
  });
  useDocumentTitle(t.documentTitle(session.data?.quiz.title ?? t.kicker));

  if (session.data)
    return (
      <QuizTaking
        session={session.data}
        sessionUpdatedAt={session.dataUpdatedAt}
        questionNum={ids.questionNum ?? 0}
        listView={/\/list\/?$/.test(pathname)}
      />
    );
  // An address without a quiz id asks nothing: there is nothing to wait for or to ask again.
  if (!(quizId > 0)) return <ErrorState message={errors.fetchData} />;
  const phase = queryPhase(session);
  if (
    phase === 'error' &&
    session.error instanceof ApiError &&
    session.error.status >= 400 &&
    session.error.status < 500
  )
    return <NotOpen quizId={quizId} message={messageOf(session.error, t.notOpenTitle)} />;
  return queryFallback([session], { loadingLabel: t.loading });
}

/** The quiz cannot be taken now (not started, handed in, closed, or not the pupil's): why, and where to go. */
function NotOpen({ quizId, message }: { quizId: number; message: string }) {
  const details = useGetMyQuizDetails(quizId, { query: { enabled: quizId > 0, retry: false } });
  const status = details.data?.status;
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Alert color="orange" title={t.notOpenTitle} variant="light">
        <Text>{message}</Text>
      </Alert>
      <Group gap="sm">
        {(status === 'submitted' || status === 'closed') && (
          <Button component={Link} to={paths.student.quiz.reportHref(quizId)} mih={44}>
            {t.toResult}
          </Button>
        )}
        <TextLink to={paths.student.quiz.root}>{t.toQuizzes}</TextLink>
      </Group>
    </Stack>
  );
}
