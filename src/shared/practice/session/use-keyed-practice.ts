/**
 * Practice on a question route (/student/skill/question/{key}, a homework's, a package
 * activity's): the address names the question on screen, so a reload or a shared link opens it
 * again. Once the verdict is in, the next question is fetched while the child reads, and the
 * address moves to it at once (replace: back still leaves practice), so a reload after
 * answering opens the question still to answer; the answered one stays on screen until
 * «پرسش بعدی».
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getGetNextQuestionQueryKey,
  getGetPackageActivityQuestionQueryKey,
  getGetQuestionByKeyQueryKey,
  getSubmitAnswerMutationKey,
  useGetNextQuestion,
  useGetPackageActivityQuestion,
  useGetQuestionByKey,
  useSubmitAnswer,
} from '@/api/generated/endpoints/member/member';
import type { GetNextQuestionParams, GetQuestionByKeyParams, NextQuestion } from '@/api/generated/model';
import { useStillHere } from '@/shared/routing/use-still-here';
import type { PracticeSession } from './types';
import { useMoving } from './use-moving';
import { useRefreshProgress } from './use-refresh-progress';

export interface KeyedPracticeOptions {
  /** The question key the route carries. */
  questionKey: string;
  /** The homework, or the package and activity, the answers count for (none: the skill alone). */
  context: GetQuestionByKeyParams;
  /** The route of another question in the same context. */
  hrefFor: (questionKey: string) => string;
}

export function useKeyedPractice({ questionKey, context, hrefFor }: KeyedPracticeOptions): PracticeSession {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshProgress = useRefreshProgress();
  const stillHere = useStillHere();
  const shown = useGetQuestionByKey(questionKey, context, { query: { staleTime: Infinity } });
  // The answered question, kept on screen after the address has moved on to the next one.
  const [held, setHeld] = useState<NextQuestion | null>(null);
  const [after, setAfter] = useState<{ questionId: number; skillDone: boolean } | null>(null);
  const [finished, setFinished] = useState(false);
  const item = held ?? shown.data;

  const { homeworkId, packageId, activityId } = context;
  const inActivity = packageId !== undefined && activityId !== undefined;
  // In a homework, a skill that reached its target hands over to the homework's next skill.
  const nextParams: GetNextQuestionParams = {
    homeworkId,
    skillName: homeworkId !== undefined && after?.skillDone ? undefined : item?.mastery.skill.name,
  };
  // Each answered question asks once (a fetch moves the server's rotation): its id is in the key.
  const once = { after: after?.questionId ?? null };
  const nextInSkill = useGetNextQuestion(nextParams, {
    query: {
      enabled: after !== null && !inActivity,
      staleTime: Infinity,
      queryKey: [...getGetNextQuestionQueryKey(nextParams), once],
    },
  });
  const nextInActivity = useGetPackageActivityQuestion(packageId ?? 0, activityId ?? 0, {
    query: {
      enabled: after !== null && inActivity,
      staleTime: Infinity,
      queryKey: [...getGetPackageActivityQuestionQueryKey(packageId ?? 0, activityId ?? 0), once],
    },
  });
  const next = inActivity ? nextInActivity : nextInSkill;

  useEffect(() => {
    const question = next.data?.question;
    if (!after || !question || question.key === questionKey) return;
    queryClient.setQueryData(getGetQuestionByKeyQueryKey(question.key, context), next.data);
    // The child tapped away (back to the homework, the menu) before the next question came: their
    // choice stands, and the next question waits in the cache for their return.
    if (!stillHere()) return;
    setHeld((current) => current ?? shown.data ?? null);
    void navigate(hrefFor(question.key), { replace: true });
    // Only when a next question arrives.
  }, [next.data]);

  const moving = useMoving(next, (data) => {
    setHeld(null);
    setAfter(null);
    if (!data.question) setFinished(true);
  });

  const submit = useSubmitAnswer();
  return {
    item: moving.moving ? undefined : item,
    call: moving.moving ? next : shown,
    channel: {
      mutationKey: getSubmitAnswerMutationKey(),
      send: (submission) =>
        submit.mutate({
          data: {
            ...submission,
            ...(homeworkId !== undefined ? { homework_id: homeworkId } : {}),
            ...(inActivity ? { package_activity_id: activityId } : {}),
          },
        }),
    },
    onVerdict(result, questionId) {
      refreshProgress();
      setAfter((current) => current ?? { questionId, skillDone: result.skill_completed });
    },
    next: moving.go,
    finished,
    goesOn: homeworkId === undefined && !inActivity,
  };
}
