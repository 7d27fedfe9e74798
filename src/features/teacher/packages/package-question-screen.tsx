import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetTeacherQuestionByKey } from '@/api/generated/endpoints/teacher/teacher';
import type { QuestionBrowse } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { parseId } from '@/shared/digits';
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
      ) : query.isSuccess ? (
        <Loaded data={query.data} place={place} />
      ) : query.isError && !query.isFetching ? (
        <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
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
      <Stack gap={4}>
        <Text fw={700} fz="lg">
          {data.skill.title}
        </Text>
        <Text c="dimmed">{t.question.skillLine(data.skill.code, data.skill.chapter, data.skill.page)}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {/* The engine's own read-only input marks the right answer, as in a quiz result. */}
        <ReadBackQuestion
          question={data.question}
          answer={data.correct_answer}
          correct={data.correct_answer}
          solution={data.solution}
          number={data.position}
          count={data.total}
        >
          <Text c="dimmed" fz="sm">
            {t.question.readOnly}
          </Text>
        </ReadBackQuestion>
      </Paper>
      <Group component="nav" aria-label={t.question.pagerLabel} justify="space-between" gap="sm">
        {/* A missing neighbour is not drawn as a dead link: the bank ends there. */}
        {data.has_previous ? (
          <Button component={Link} to={hrefAt(data.position - 1)} variant="default" mih={44}>
            {t.question.previous}
          </Button>
        ) : (
          <span />
        )}
        {data.has_next && (
          <Button component={Link} to={hrefAt(data.position + 1)} mih={44}>
            {t.question.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
