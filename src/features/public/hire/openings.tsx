import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetContactInfo, useListJobOpenings } from '@/api/generated/endpoints/public/public';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { PageSection } from '@/shared/ui/public-page';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { JobCard } from './job-card';
import { t } from './strings';

/** The open positions (newest first, as the server sends them), with loading, error and empty states. */
export function Openings() {
  const jobs = useListJobOpenings();
  return (
    <PageSection title={t.openings.title} intro={t.openings.intro}>
      {jobs.isPending ? (
        <LoadingState />
      ) : jobs.isError ? (
        <ErrorState message={messageOf(jobs.error, errors.fetchData)} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          title={t.openings.empty}
          description={t.openings.emptyInvite}
          action={
            <Button component={Link} to={paths.public.contactUsHref('hire')} size="md" mih={44}>
              {t.openings.sendResume}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          {jobs.data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
      <JobsEmail />
    </PageSection>
  );
}

/** A mailto line for applications, once the contact details arrive; nothing waits on it or shows its failure. */
function JobsEmail() {
  const email = useGetContactInfo().data?.jobs_email;
  if (!email) return null;
  return (
    <Text mt="lg">
      {t.openings.mailto}{' '}
      <Anchor href={`mailto:${email}`} dir="ltr" fw={700} display="inline-block" py={10}>
        {email}
      </Anchor>
    </Text>
  );
}
