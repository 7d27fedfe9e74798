/**
 * A review's questions (/review/{reviewId}/question): the server keeps them in a fixed order per
 * pupil, so the route needs no key and a reload shows the same question. After a verdict the
 * next unanswered one is fetched while the child reads; «پرسش بعدی» puts it on screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getAnswerReviewQuestionMutationKey,
  getGetReviewQuestionQueryKey,
  useAnswerReviewQuestion,
  useGetReviewQuestion,
} from '@/api/generated/endpoints/member/member';
import type { ReviewQuestion } from '@/api/generated/model';
import type { PracticeSession } from './types';
import { useMoving } from './use-moving';
import { useRefreshProgress } from './use-refresh-progress';

export function useReviewPractice(
  reviewId: number,
): PracticeSession & { review: ReviewQuestion['review'] | undefined } {
  const queryClient = useQueryClient();
  const refreshProgress = useRefreshProgress();
  const shown = useGetReviewQuestion(reviewId, { query: { staleTime: Infinity } });
  const [after, setAfter] = useState<number | null>(null);
  const next = useGetReviewQuestion(reviewId, {
    query: {
      enabled: after !== null,
      staleTime: Infinity,
      queryKey: [...getGetReviewQuestionQueryKey(reviewId), { after }],
    },
  });
  const moving = useMoving(next, (data) => {
    queryClient.setQueryData(getGetReviewQuestionQueryKey(reviewId), data);
    setAfter(null);
  });
  const answer = useAnswerReviewQuestion();
  return {
    review: shown.data?.review,
    item: moving.moving ? undefined : shown.data,
    call: moving.moving ? next : shown,
    channel: {
      mutationKey: getAnswerReviewQuestionMutationKey(),
      send: (submission) => answer.mutate({ reviewId, data: submission }),
    },
    onVerdict(_result, questionId) {
      refreshProgress();
      setAfter((current) => current ?? questionId);
    },
    next: moving.go,
    finished: shown.data !== undefined && shown.data.question === null,
  };
}
