import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { errors } from '@/shared/i18n/errors';
import { paths, type ProfileTab } from '@/shared/routing/paths';
import { QueryState } from '@/shared/ui/states';
import { PupilIdentityCard } from './identity-card';
import { useProfile } from '@/shared/profile/profile-data';
import { t } from './strings';
import { useVisibleTabs } from './visible-tabs';

/** /profile: who the pupil is (picture, name, class, school, plan) and a link to each tab. */
export function OverviewPage() {
  useDocumentTitle(t.documentTitle());
  const profile = useProfile();
  const { tabs } = useVisibleTabs();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <QueryState query={profile} errorMessage={errors.profile}>
        {(data) => <PupilIdentityCard profile={data} />}
      </QueryState>
      {/* The sections do not need the profile, so they stay reachable when it fails to load. */}
      <nav aria-label={t.overview.title}>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {tabs.map((tab) => (
            <li key={tab}>
              <TabLink tab={tab} />
            </li>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}

function TabLink({ tab }: { tab: ProfileTab }) {
  return (
    <Paper
      component={Link}
      to={paths.student.profileTabHref(tab)}
      withBorder
      radius="lg"
      p="md"
      mih={44}
      display="block"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text fw={700}>{t.tabs.names[tab]}</Text>
      <Text size="sm" c="dimmed">
        {t.tabs.hints[tab]}
      </Text>
    </Paper>
  );
}
