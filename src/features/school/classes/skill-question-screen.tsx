import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetSchoolQuestionByKey } from '@/api/generated/endpoints/school/school';
import { errors, messageOf } from '@/shared/i18n/errors';
import { BankQuestion } from '@/shared/practice/bank-question';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';

/**
 * /school/skill/question/:questionKey — one question of the bank by its key, read back with its
 * right answer and solution (the staff homework pupil-skill screen links here).
 */
export function SkillQuestionScreen() {
  const key = useParams().questionKey ?? '';
  const query = useGetSchoolQuestionByKey(key, { query: { enabled: key !== '' } });
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
