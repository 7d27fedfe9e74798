/**
 * One practice run through the generated hooks: the question to answer, the answer being
 * given, the verdict, and the next question fetched while the child reads the verdict, so it
 * appears at once. The question being answered is held apart from the query, so refreshing the
 * query for the next question never changes what is on screen. A failed send keeps the answer
 * for a retry.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  getGetNextQuestionQueryKey,
  useGetNextQuestion,
  useMarkSolutionUnderstood,
  useSubmitAnswer,
} from '@/api/generated/endpoints/member/member';
import type { AnswerResult, AnswerValue, GetNextQuestionParams, NextQuestion } from '@/api/generated/model';

export interface PracticeContext {
  /** Which question comes next: a skill (`skillName`), a homework (`homeworkId`) or one question. */
  params: GetNextQuestionParams;
  /** The package activity the answers count for, if any. */
  packageActivityId?: number;
}

export function usePracticeFlow({ params, packageActivityId }: PracticeContext) {
  const queryClient = useQueryClient();
  const next = useGetNextQuestion(params);
  const [answered, setAnswered] = useState<NextQuestion | null>(null);
  const [answer, setAnswer] = useState<AnswerValue | null>(null);
  const [verdict, setVerdict] = useState<AnswerResult | null>(null);
  const shownAt = useRef(Date.now());
  const current = answered ?? next.data ?? null;
  const questionId = current?.question?.id;

  // The time a question took counts from when it appeared.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [questionId]);

  const submit = useSubmitAnswer({
    mutation: {
      onSuccess: (result) => {
        setVerdict(result);
        void queryClient.invalidateQueries({ queryKey: getGetNextQuestionQueryKey(params) });
      },
    },
  });
  const understood = useMarkSolutionUnderstood();

  return {
    /** The first load of the question (loading, error, retry). */
    query: next,
    /** The question on screen with the pupil's mastery of its skill; null question when nothing is left. */
    current,
    answer,
    setAnswer,
    verdict,
    submit,
    /** Sends the answer; kept on screen (with `submit.error`) when sending fails. */
    send() {
      if (!current?.question || !answer || submit.isPending) return;
      setAnswered(current);
      submit.mutate({
        data: {
          question_id: current.question.id,
          answer,
          time_spent_seconds: Math.min(3600, Math.round((Date.now() - shownAt.current) / 1000)),
          ...(current.homework_id !== null ? { homework_id: current.homework_id } : {}),
          ...(packageActivityId !== undefined ? { package_activity_id: packageActivityId } : {}),
        },
      });
    },
    /** After the verdict: show the next question (already fetched while the verdict was read). */
    goNext() {
      setAnswered(null);
      setVerdict(null);
      setAnswer(null);
      submit.reset();
      understood.reset();
    },
    /** «متوجه شدم» (true) or «هنوز متوجه نشدم» (false): resolves when saved, so the buttons can wait and unlock on failure. */
    async markUnderstood(value: boolean): Promise<void> {
      if (questionId === undefined) return;
      await understood.mutateAsync({ data: { question_id: questionId, understood: value } });
    },
    understood,
  };
}
