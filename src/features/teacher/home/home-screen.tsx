import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '@/shared/auth/session-context';
import { AttentionSection } from './attention-section';
import { ClassesSection } from './classes-section';
import { HomeworkSection } from './homework-section';
import { QuickLinks } from './quick-links';
import { QuizzesSection } from './quizzes-section';
import { t } from './strings';

/**
 * /teacher — what a teacher sees on signing in. Each section asks for its own data and shows its
 * own loading, error and empty state, so one failing call never blanks the page; the greeting
 * reads the session, so the heading shows before any call answers.
 */
export function TeacherHomeScreen() {
  useDocumentTitle(t.documentTitle);
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Title order={1} size="h2">
          {t.greeting(user?.first_name ?? '')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t.intro}
        </Text>
      </Paper>
      <ClassesSection />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <HomeworkSection />
        <QuizzesSection />
      </SimpleGrid>
      <AttentionSection />
      <QuickLinks />
    </Stack>
  );
}
