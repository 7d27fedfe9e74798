import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetTeacherQuestionByKey } from '@/api/generated/endpoints/teacher/teacher';
import type { QuestionBrowse } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { messageOf } from '@/shared/i18n/errors';
import { BankQuestion, QuestionPager } from '@/shared/practice/bank-question';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { packageHref, packageQuestionHref, questionKeyOf } from './package-params';
import { t } from './strings';

/**
 * /teacher/package/{packageId}/activity/{activityId}/question/{questionKey} — one question of a
 * practice activity, read-only with its right answer and solution, «قبلی»/«بعدی» through the
 * activity's skill bank, and the way back to the package (the same class, from `?class=`).
 */
export function PackageQuestionScreen() {
  const params = useParams();
  const key = params.questionKey ?? '';
  const packageId = parseId(params.packageId);
  const activityId = parseId(params.activityId);
  const classId = parseId(useSearchParams()[0].get('class'));
  const query = useGetTeacherQuestionByKey(key, { query: { enabled: key !== '' } });
  useDocumentTitle(t.question.documentTitle(query.data?.skill.title));
  const place = packageId !== null && activityId !== null ? { packageId, activityId, classId } : null;
  const notFound = key === '' || place === null || query.error?.status === 404;
  return (
    <Stack gap="xl">
      {packageId !== null && <TextLink to={packageHref(packageId, classId)}>{t.question.backToPackage}</TextLink>}
      <ScreenHeading title={t.question.title} />
      {notFound ? (
        <EmptyState title={messageOf(query.error, t.question.notFound)} />
      ) : (
        <QueryState query={query}>{(data) => <Loaded data={data} place={place} />}</QueryState>
      )}
    </Stack>
  );
}

interface Place {
  packageId: number;
  activityId: number;
  classId: number | null;
}

function Loaded({ data, place }: { data: QuestionBrowse; place: Place }) {
  const hrefAt = (position: number) =>
    packageQuestionHref(place.packageId, place.activityId, questionKeyOf(data.skill.name, position), place.classId);
  return (
    <Stack gap="lg">
      <BankQuestion data={data} />
      <QuestionPager
        label={t.question.pagerLabel}
        previousHref={data.has_previous ? hrefAt(data.position - 1) : null}
        nextHref={data.has_next ? hrefAt(data.position + 1) : null}
      />
    </Stack>
  );
}
