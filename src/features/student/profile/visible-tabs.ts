import { profileTabs, type ProfileTab } from '@/shared/routing/paths';
import { useNewBadgesCount } from '@/shared/rewards/new-badges';

/**
 * The tabs to offer, in the spec's order. While the school has gamification off the badges tab
 * is left out (the contract: the app hides the badges page), unless the pupil is on it already,
 * where it explains why it is empty.
 */
export function useVisibleTabs(current?: ProfileTab): { tabs: ProfileTab[]; newBadges: number } {
  const count = useNewBadgesCount();
  const off = count.data?.gamification_enabled === false;
  return {
    tabs: profileTabs.filter((tab) => tab !== 'badges' || !off || current === 'badges'),
    newBadges: off ? 0 : (count.data?.count ?? 0),
  };
}
