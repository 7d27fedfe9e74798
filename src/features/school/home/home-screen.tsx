import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '@/shared/auth/session-context';
import { GlanceSection } from '@/shared/school-dashboard/glance-section';
import { GradesSection } from '@/shared/school-dashboard/grades-section';
import { HomeworkSection } from '@/shared/school-dashboard/homework-section';
import { GamificationSection } from './gamification-section';
import { GradesComparison } from './grades-comparison';
import { QuickLinks } from './quick-links';
import { t } from './strings';

/**
 * /school — the school at a glance. Each section asks for its own data and shows its own loading,
 * error and empty state, so one failing call never blanks the page; the greeting reads the
 * session, so the heading shows before any call answers.
 */
export function SchoolHomeScreen() {
  useDocumentTitle(t.documentTitle);
  const { user } = useSession();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Title order={1} size="h2">
          {t.greeting(name)}
        </Title>
        <Text c="dimmed" mt="xs">
          {t.intro}
        </Text>
      </Paper>
      <GlanceSection />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <HomeworkSection />
        <GamificationSection />
      </SimpleGrid>
      <GradesSection />
      <GradesComparison />
      <QuickLinks />
    </Stack>
  );
}
