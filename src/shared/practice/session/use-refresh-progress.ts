import { useQueryClient } from '@tanstack/react-query';
import { getGetNextQuestionUrl } from '@/api/generated/endpoints/member/member';
import { useRefreshNewBadges } from '@/shared/rewards/new-badges';

/**
 * The question calls (the next question, by key, answer, solution understood) sit under the next
 * question's path; the generated keys start with their path.
 */
const QUESTION_CALLS = getGetNextQuestionUrl();
/** The pupil's own calls: the area of the contract the question calls belong to (`/member/`). */
const PUPIL_CALLS = `/${QUESTION_CALLS.split('/')[1]}/`;

/**
 * After a verdict, what the pupil's other pages show (SmartScores, homework, packages, reviews,
 * reports, cups) is out of date: it is marked stale, so each refetches when next opened. The
 * question calls are left alone: fetching them again would move the server's rotation.
 */
export function useRefreshProgress(): () => void {
  const queryClient = useQueryClient();
  const refreshBadges = useRefreshNewBadges();
  return () => {
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && path.startsWith(PUPIL_CALLS) && !path.startsWith(QUESTION_CALLS),
      refetchType: 'none',
    });
    void refreshBadges();
  };
}
