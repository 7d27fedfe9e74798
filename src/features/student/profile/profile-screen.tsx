import { useParams } from 'react-router-dom';
import { OverviewPage } from './overview-page';
import { isProfileTab } from './profile-values';
import { TabNotFound } from './tab-not-found';
import { TabsPage } from './tabs-page';

/**
 * /profile (the overview) and /profile/:tab (README, product rules: pages — personal, contact, school, password,
 * subscription, badges); any other tab is a Persian not-found with a way back.
 */
export function ProfileScreen() {
  const { tab } = useParams();
  if (tab === undefined) return <OverviewPage />;
  if (!isProfileTab(tab)) return <TabNotFound />;
  return <TabsPage tab={tab} />;
}
