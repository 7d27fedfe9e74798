import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getGetMyQuizDetailsQueryKey,
  getGetMyQuizResultQueryKey,
  getGetMyQuizSessionQueryKey,
  getListMyQuizzesQueryKey,
  getSubmitQuizMutationKey,
  useSubmitQuiz,
  type SubmitQuizMutationVariables,
} from '@/api/generated/endpoints/member/member';
import type { QuizResult } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { quizScope, type QuizAnswerState } from './use-quiz-answers';

/**
 * Handing a quiz in: every answer on screen goes with it (so one the server has not saved yet is
 * not lost), after the quiz's waiting calls (same scope). The hand-in is read from the mutation
 * cache, so one that waited offline, or was restored after a reload, still leads to the result.
 * The server answers a second hand-in with the same result, so sending twice is harmless.
 */
export function useQuizSubmit(quizId: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const call = useSubmitQuiz({ mutation: { scope: quizScope(quizId) } });
  const last = useMutationState({
    filters: {
      mutationKey: getSubmitQuizMutationKey(),
      predicate: (m) => (m.state.variables as SubmitQuizMutationVariables | undefined)?.quizId === quizId,
    },
    select: (m) => m.state,
  }).at(-1);

  const result = last?.status === 'success' ? (last.data as QuizResult) : null;
  useEffect(() => {
    if (!result) return;
    client.setQueryData(getGetMyQuizResultQueryKey(quizId), result);
    client.removeQueries({ queryKey: getGetMyQuizSessionQueryKey(quizId) });
    void client.invalidateQueries({ queryKey: getListMyQuizzesQueryKey() });
    void client.invalidateQueries({ queryKey: getGetMyQuizDetailsQueryKey(quizId) });
    navigate(paths.student.quiz.postQuizHref(quizId), { replace: true });
  }, [result, client, quizId, navigate]);

  const submit = (answers: ReadonlyMap<number, QuizAnswerState>) => {
    if (last?.status === 'pending') return;
    call.mutate({
      quizId,
      data: {
        answers: [...answers].map(([question_id, { answer, flagged }]) => ({ question_id, answer, flagged })),
      },
    });
  };

  return {
    submit,
    pending: last?.status === 'pending',
    waiting: last?.status === 'pending' && last.isPaused,
    error: last?.status === 'error' ? last.error : null,
  };
}
