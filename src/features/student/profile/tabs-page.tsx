import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths, type ProfileTab } from '@/shared/routing/paths';
import { BadgesTab } from './tab-badges';
import { FamilyTab } from './tab-family';
import { ContactTab } from './tab-contact';
import { PasswordTab } from '@/shared/profile/password-tab';
import { PersonalTab } from './tab-personal';
import { SchoolTab } from './tab-school';
import { SubscriptionTab } from './tab-subscription';
import { t } from './strings';
import { useVisibleTabs } from './visible-tabs';
import { StatusChip } from '@/shared/ui/status-chip';

const panels: Record<ProfileTab, () => React.JSX.Element> = {
  personal: PersonalTab,
  contact: ContactTab,
  school: SchoolTab,
  password: PasswordTab,
  subscription: SubscriptionTab,
  badges: BadgesTab,
  family: FamilyTab,
};

/**
 * /profile/:tab. Each tab is a link to its own route (so reload, back and «open in a new tab»
 * work); arrow keys move between tabs and Enter follows one, as links do.
 */
export function TabsPage({ tab }: { tab: ProfileTab }) {
  useDocumentTitle(t.documentTitle(t.tabs.names[tab]));
  const { tabs, newBadges } = useVisibleTabs(tab);
  const Panel = panels[tab];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="xs" data-no-print>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Anchor component={Link} to={paths.student.profile} py="xs">
          {t.tabs.back}
        </Anchor>
      </Group>
      <Tabs value={tab} activateTabWithKeyboard={false}>
        <Tabs.List aria-label={t.tabs.label} data-no-print>
          {tabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              mih={44}
              component="a"
              renderRoot={(props) => <Link {...props} to={paths.student.profileTabHref(name)} />}
              rightSection={
                name === 'badges' && newBadges > 0 ? (
                  <StatusChip circle={false}>{t.tabs.newCount(newBadges)}</StatusChip>
                ) : null
              }
            >
              {t.tabs.names[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <Panel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
