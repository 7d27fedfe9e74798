import { Button, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useGetNextQuestion, useGetPackageActivityQuestion } from '@/api/generated/endpoints/member/member';
import type { NextQuestion } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { Celebration } from '@/shared/practice/feedback/celebration';
import { paths } from '@/shared/routing/paths';
import type { CallState } from '@/shared/practice/session/types';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { courseOf } from './links';
import { t } from './strings';
import { useWhereLeftOff } from './where-left-off';

const idOf = (value: string | null) => parseId(value) ?? undefined;

/**
 * /exercise: asks the server for the question to practise (the one left unanswered comes back
 * first, `isEmpty`) and continues on that question's own route, replacing this address so back
 * leaves practice. `?skill=`, `?homework=` (with or without a skill), `?package=&activity=`;
 * with nothing, the skill the pupil practised last and has not mastered.
 */
export function ExerciseScreen() {
  useDocumentTitle(t.exerciseTitle);
  const [search] = useSearchParams();
  const skill = search.get('skill') ?? undefined;
  const homework = idOf(search.get('homework'));
  const pkg = idOf(search.get('package'));
  const activity = idOf(search.get('activity'));
  let launcher: ReactNode;
  if (pkg !== undefined && activity !== undefined)
    launcher = <ActivityLauncher packageId={pkg} activityId={activity} />;
  else if (skill !== undefined || homework !== undefined)
    launcher = <SkillLauncher skill={skill} homework={homework} />;
  else launcher = <ResumeLauncher />;
  return (
    <Stack maw={720} mx="auto" w="100%">
      <VisuallyHidden>
        <Title order={1}>{t.exerciseTitle}</Title>
      </VisuallyHidden>
      {launcher}
    </Stack>
  );
}

function ResumeLauncher() {
  const { isPending, failed, skill } = useWhereLeftOff();
  if (isPending) return <LoadingState label={t.finding} />;
  if (failed) return queryFallback([failed], { loadingLabel: t.finding });
  if (!skill)
    return (
      <EmptyState
        title={t.nothingToResume}
        description={t.nothingToResumeBody}
        action={
          <Button component={Link} to={paths.student.courses} mih={44}>
            {t.toCourses}
          </Button>
        }
      />
    );
  return <SkillLauncher skill={skill.skill.name} />;
}

function SkillLauncher({ skill, homework }: { skill?: string; homework?: number }) {
  const next = useGetNextQuestion(
    { skillName: skill, homeworkId: homework, isEmpty: true },
    { query: { staleTime: 0, gcTime: 0 } },
  );
  const href = (key: string) =>
    homework !== undefined ? paths.student.homeworkQuestionHref(homework, key) : paths.student.skillQuestionHref(key);
  const back =
    homework !== undefined
      ? { to: paths.student.homeworkHref(homework), label: t.backToHomework, done: t.homeworkDone }
      : { to: courseOf(next.data) ?? paths.student.courses, label: t.backToCourse, done: t.skillDone };
  return <Launch call={next} data={next.data} href={href} back={back} />;
}

function ActivityLauncher({ packageId, activityId }: { packageId: number; activityId: number }) {
  const next = useGetPackageActivityQuestion(packageId, activityId, { query: { staleTime: 0, gcTime: 0 } });
  return (
    <Launch
      call={next}
      data={next.data}
      href={(key) => paths.student.packageQuestionHref(packageId, activityId, key)}
      back={{ to: paths.student.packageHref(packageId), label: t.backToPackage, done: t.activityDone }}
    />
  );
}

interface LaunchProps {
  call: CallState;
  data: NextQuestion | undefined;
  href: (questionKey: string) => string;
  back: { to: string; label: string; done: string };
}

/** Loading, failure, nothing left (celebrated), or on to the question's route. */
function Launch({ call, data, href, back }: LaunchProps) {
  const waiting = queryFallback([{ ...call, data }], { loadingLabel: t.finding });
  if (waiting || !data) return waiting;
  if (data.question) return <Navigate replace to={href(data.question.key)} />;
  return (
    <>
      <Celebration text={back.done} order={2} />
      <EmptyState
        title={t.allAnswered}
        action={
          <Button component={Link} to={back.to} mih={44}>
            {back.label}
          </Button>
        }
      />
    </>
  );
}
