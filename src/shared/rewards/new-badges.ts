import { useQueryClient } from '@tanstack/react-query';
import { useGetNewBadgesCount } from '@/api/generated/endpoints/member/member';
import { useSession } from '@/shared/auth/session-context';

/** README, product rules: server calls — the new-badges count is cached under `new_badges_count` with the user id. */
export function newBadgesCountKey(userId: number | null | undefined): readonly unknown[] {
  return ['new_badges_count', userId ?? null];
}

/**
 * How many badges and cups the pupil has not opened yet, and whether the school has gamification
 * on. Asked only for a student (README, product rules: roles); other roles get an idle query.
 */
export function useNewBadgesCount() {
  const { role, user } = useSession();
  return useGetNewBadgesCount({
    query: { queryKey: newBadgesCountKey(user?.id), enabled: role === 'student', staleTime: 60_000 },
  });
}

/** Refetches the count: after an answer that earned something, or after badges were seen. */
export function useRefreshNewBadges(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: newBadgesCountKey(user?.id) });
}
