import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useGetSurvey } from '@/api/generated/endpoints/survey/survey';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { queryFallback } from '@/shared/ui/states';
import { formatJalaliDate } from '@/shared/dates';
import { SurveyForm } from './survey-form';
import { SurveyOutcome } from './survey-outcome';
import { t } from './strings';

/**
 * /student/survey/{surveyId} — a short survey the dashboard invited the pupil to. A survey that
 * is closed, unknown or not for pupils answers 404: a friendly «not open» page, not an error.
 */
export function SurveyScreen() {
  const id = useRouteIds('surveyId').surveyId;
  const survey = useGetSurvey(id ?? 0, { query: { enabled: id !== null } });
  const notOpen = id === null || survey.error?.status === 404;
  useDocumentTitle(t.documentTitle(notOpen ? t.notOpen.title : (survey.data?.title ?? t.heading)));

  if (notOpen) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t.notOpen.title}
        </Title>
        <Text>{t.notOpen.lead}</Text>
        <Button component={Link} to={paths.student.home} mih={44} mt="sm">
          {t.done.home}
        </Button>
      </Stack>
    );
  }

  // `data`, not `isSuccess`: a failed background refetch must not take the form (and its answers) away.
  if (survey.data) {
    const answeredAt = survey.data.answered_at;
    return (
      <Stack gap="lg" maw={720}>
        <ScreenHeading title={survey.data.title} subtitle={survey.data.description} />
        {answeredAt ? (
          // Said at once: a pupil who answered is not asked to fill it in only to be refused.
          <SurveyOutcome title={t.done.alreadyTitle} message={t.done.answeredOn(formatJalaliDate(answeredAt))} />
        ) : (
          <SurveyForm key={survey.data.id} survey={survey.data} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.heading} />
      {queryFallback([survey])}
    </Stack>
  );
}
