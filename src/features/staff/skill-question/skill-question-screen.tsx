import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetSchoolQuestionByKey } from '@/api/generated/endpoints/school/school';
import { useGetTeacherQuestionByKey } from '@/api/generated/endpoints/teacher/teacher';
import { useSession } from '@/shared/auth/session-context';
import { messageOf } from '@/shared/i18n/errors';
import { BankQuestion } from '@/shared/practice/bank-question';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, QueryState } from '@/shared/ui/states';
import { t } from './strings';

/**
 * /teacher/skill/question/{questionKey} and /school/skill/question/{questionKey}: one question of
 * the bank by its key, read back with its right answer and solution (reports and homework pages link
 * here). The role picks the call: the school manager asks /school/questions/by-key/, the teacher
 * /teacher/questions/by-key/; the other stays idle.
 */
export function SkillQuestionScreen() {
  const key = useParams().questionKey ?? '';
  const school = useSession().role === 'school';
  const bySchool = useGetSchoolQuestionByKey(key, { query: { enabled: school && key !== '' } });
  const byTeacher = useGetTeacherQuestionByKey(key, { query: { enabled: !school && key !== '' } });
  const query = school ? bySchool : byTeacher;
  useDocumentTitle(t.documentTitle(query.data?.skill.title));
  const notFound = key === '' || query.error?.status === 404;
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.title} />
      {notFound ? (
        <ErrorState message={messageOf(query.error, t.notFound)} />
      ) : (
        <QueryState query={query}>{(data) => <BankQuestion data={data} />}</QueryState>
      )}
    </Stack>
  );
}
