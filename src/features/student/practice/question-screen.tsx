import { Group, Stack, Text, Title } from '@mantine/core';
import { TextLink } from '@/shared/ui/text-link';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import type { GetQuestionByKeyParams, NextQuestion } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { PracticeRun } from '@/shared/practice/run/practice-run';
import { useKeyedPractice } from '@/shared/practice/session/use-keyed-practice';
import { paths } from '@/shared/routing/paths';
import { useRouteIds, type RouteIds } from '@/shared/routing/use-route-ids';
import { courseOf } from './links';
import { t } from './strings';

interface Entrance {
  context: GetQuestionByKeyParams;
  hrefFor: (questionKey: string) => string;
  back: (item: NextQuestion | undefined) => { to: string; label: string };
  kicker: string | null;
  doneTitle: string;
}

type EntranceIds = RouteIds<'homeworkId' | 'packageId' | 'activityId'>;

/**
 * The three question routes: the same run, its answers counted for the skill, a homework or an
 * activity. The route's segments choose; an id that cannot be one is 0, which names nothing.
 */
function entranceOf(params: Readonly<Record<string, string | undefined>>, ids: EntranceIds): Entrance {
  const homeworkId = ids.homeworkId ?? 0;
  const packageId = ids.packageId ?? 0;
  const activityId = ids.activityId ?? 0;
  if (params.packageId !== undefined)
    return {
      context: { packageId, activityId },
      hrefFor: (key) => paths.student.packageQuestionHref(packageId, activityId, key),
      back: () => ({ to: paths.student.packageHref(packageId), label: t.backToPackage }),
      kicker: t.packagePractice,
      doneTitle: t.activityDone,
    };
  if (params.homeworkId !== undefined)
    return {
      context: { homeworkId },
      hrefFor: (key) => paths.student.homeworkQuestionHref(homeworkId, key),
      back: () => ({ to: paths.student.homeworkHref(homeworkId), label: t.backToHomework }),
      kicker: t.homeworkPractice,
      doneTitle: t.homeworkDone,
    };
  return {
    context: {},
    hrefFor: paths.student.skillQuestionHref,
    back: (item) => ({ to: courseOf(item) ?? paths.student.courses, label: t.backToCourse }),
    kicker: null,
    doneTitle: t.skillDone,
  };
}

/**
 * /student/skill/question/{key}, /student/homeworks/{homeworkId}/question/{key} and
 * /package/{packageId}/activity/{activityId}/question/{key}: the skill's name and code above one
 * question at a time, and the way back to where the practice started.
 */
export function QuestionScreen() {
  const params = useParams();
  const entrance = entranceOf(params, useRouteIds('homeworkId', 'packageId', 'activityId'));
  const session = useKeyedPractice({
    questionKey: params.questionKey ?? '',
    context: entrance.context,
    hrefFor: entrance.hrefFor,
  });
  const item = session.item as NextQuestion | undefined;
  const skill = item?.mastery.skill;
  useDocumentTitle(t.documentTitle(skill?.title ?? entrance.kicker ?? t.exerciseTitle));
  const back = entrance.back(item);
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          {entrance.kicker && (
            <Text c="dimmed" fw={600}>
              {entrance.kicker}
            </Text>
          )}
          <Title order={1} size="h3">
            {skill?.title ?? t.exerciseTitle}
          </Title>
          {skill && (
            <Text c="dimmed" size="sm">
              {t.skillCode(toPersianDigits(skill.code))}
            </Text>
          )}
        </div>
        <TextLink to={back.to}>{back.label}</TextLink>
      </Group>
      <PracticeRun session={session} doneTitle={entrance.doneTitle} />
    </Stack>
  );
}
