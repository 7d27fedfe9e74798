import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetContactInfo, useListJobOpenings } from '@/api/generated/endpoints/public/public';
import { paths } from '@/shared/routing/paths';
import { PageSection } from '@/shared/ui/public-page';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { JobCard } from './job-card';
import { t } from './strings';

/** The open positions (newest first, as the server sends them), with loading, error and empty states. */
export function Openings() {
  const jobs = useListJobOpenings();
  return (
    <PageSection title={t.openings.title} intro={t.openings.intro}>
      <QueryState
        query={jobs}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={t.openings.empty}
            description={t.openings.emptyInvite}
            action={
              <Button component={Link} to={paths.public.contactUsHref('hire')} size="md" mih={44}>
                {t.openings.sendResume}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Stack gap="md">
            {data.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Stack>
        )}
      </QueryState>
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
