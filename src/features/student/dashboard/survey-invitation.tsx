import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCheckSurvey } from '@/api/generated/endpoints/survey/survey';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/**
 * An invitation to the survey waiting for the pupil, if any. While the check loads, or when it
 * fails, nothing shows: the invitation is an extra, and an error box about it would only worry a
 * child (the survey is offered again on the next visit).
 */
export function SurveyInvitation() {
  const check = useCheckSurvey();
  const id = useId();
  const survey = check.data;
  if (!survey?.exists || survey.survey_id === null) return null;
  return (
    <Paper component="section" aria-labelledby={id} radius="lg" p={{ base: 'md', sm: 'lg' }} bg="cyan.0">
      <Stack gap="xs" align="flex-start">
        <Title id={id} order={2} size="h4">
          {t.survey.title}
        </Title>
        <Text>{survey.title || t.survey.fallbackName}</Text>
        <Button component={Link} to={paths.student.surveyHref(survey.survey_id)} mih={44} variant="filled">
          {t.survey.open}
        </Button>
      </Stack>
    </Paper>
  );
}
