import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetTeacherQuestionByKey } from '@/api/generated/endpoints/teacher/teacher';
import { errors, messageOf } from '@/shared/i18n/errors';
import { BankQuestion } from '@/shared/practice/bank-question';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';

/**
 * …/skill/question/{questionKey} — one question of the bank by its key, read-only with its answer
 * and solution (reports and homework pages link here). No role-specific text: the school's route
 * can mount the same view beside its own by-key call.
 */
export function SkillQuestionScreen() {
  const key = useParams().questionKey ?? '';
  const query = useGetTeacherQuestionByKey(key, { query: { enabled: key !== '' } });
  useDocumentTitle(t.question.documentTitle(query.data?.skill.title));
  const notFound = key === '' || query.error?.status === 404;
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.question.title} />
      {notFound ? (
        <ErrorState message={messageOf(query.error, t.question.notFound)} />
      ) : query.isSuccess ? (
        <Stack gap="lg">
          <BankQuestion data={query.data} />
        </Stack>
      ) : query.isError && !query.isFetching ? (
        <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
