import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { PasswordTab } from '@/shared/profile/password-tab';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { StaffIdentityCard } from './identity-card';
import { PersonalTab } from './personal-tab';
import { PictureTab } from './picture-tab';
import { tabOf } from './profile-values';
import { staffTabs, t, type StaffTab } from './strings';

const panels: Record<StaffTab, () => React.JSX.Element> = {
  personal: PersonalTab,
  password: PasswordTab,
  picture: PictureTab,
};

/**
 * The teacher's and the school manager's profile (`paths.teacher.profile`, `paths.school.profile`).
 * The open tab lives in `?tab=`, so a reload, a shared link or «back» keeps it; switching tabs
 * replaces the entry, as a tab is a view of one page, not a step in the history.
 */
export function StaffProfileScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useDocumentTitle(t.documentTitle(t.tabs.names[tab]));
  const Panel = panels[tab];

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('tab', tabOf(value));
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <ProfileGate>{(profile) => <StaffIdentityCard profile={profile} />}</ProfileGate>
      <Tabs value={tab} onChange={select}>
        <Tabs.List aria-label={t.tabs.label}>
          {staffTabs.map((name) => (
            <Tabs.Tab key={name} value={name} mih={44}>
              {t.tabs.names[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Only the open panel is mounted: a form left half-typed in another tab is not kept. */}
        <Tabs.Panel value={tab} pt="lg">
          <Panel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
