import { useQueryClient } from '@tanstack/react-query';
import { useRefreshNewBadges } from '@/shared/rewards/new-badges';

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
        typeof path === 'string' && path.startsWith('/member/') && !path.startsWith('/member/questions'),
      refetchType: 'none',
    });
    void refreshBadges();
  };
}
