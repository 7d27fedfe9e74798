import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { DailyGoalSection } from './daily-goal-section';
import { MoreLinks } from './more-links';
import { RewardsSection } from './rewards-section';
import { t } from './strings';
import { SubjectsSection } from './subjects-section';
import { SurveyInvitation } from './survey-invitation';
import { HomeworkSection, PackagesSection, ReviewsSection } from './today-sections';

/**
 * /student — what a pupil sees on signing in. Each section asks for its own data and shows its
 * own loading, error and empty state, so one failing call never blanks the page. The greeting
 * reads the session's user (already at hand), so the heading shows before any call answers.
 */
export function DashboardScreen() {
  useDocumentTitle(t.documentTitle);
  const { user } = useSession();
  const todayId = useId();
  const grade = user?.class?.grade ?? null;

  return (
    <Stack gap="lg">
      {/* Side by side when there is room; the greeting takes the row alone when rewards are off. */}
      <Group wrap="wrap" gap="lg" align="stretch">
        <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder flex="2 1 320px">
          <Stack gap="xs" align="flex-start">
            <Title order={1} size="h2">
              {t.greeting(user?.first_name ?? '')}
            </Title>
            {user && <Text c="dimmed">{t.classLine(user.class?.name ?? '', user.school_name)}</Text>}
            <Text>{t.encouragement}</Text>
            <Button component={Link} to={paths.student.exerciseHref()} size="lg" mih={44} mt="xs">
              {t.continuePractice}
            </Button>
          </Stack>
        </Paper>
        <DailyGoalSection flex="1 1 300px" />
        <RewardsSection flex="1 1 280px" />
      </Group>
      <SurveyInvitation />
      <Stack component="section" aria-labelledby={todayId} gap="sm">
        <Title id={todayId} order={2} size="h3">
          {t.today}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          <HomeworkSection grade={grade} />
          <ReviewsSection />
          <PackagesSection />
        </SimpleGrid>
      </Stack>
      <SubjectsSection />
      <MoreLinks grade={grade} />
    </Stack>
  );
}
