import { Accordion, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { JobOpening } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** One open position: title, team, type, place, posted date, summary, details on demand and the apply link. */
export function JobCard({ job }: { job: JobOpening }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title id={titleId} order={3} size="h4">
          {job.title}
        </Title>
        <Group gap="xs">
          <StatusChip variant="light">{t.openings.types[job.type]}</StatusChip>
          <StatusChip variant="light" color="gray">
            {t.openings.team(job.team)}
          </StatusChip>
          <StatusChip variant="light" color="grape">
            {job.location}
          </StatusChip>
          {job.remote && (
            // Filled in the darkest teal: the light teal badge falls short of AA contrast.
            <StatusChip variant="filled" color="teal.9">
              {t.openings.remote}
            </StatusChip>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {t.openings.posted(formatJalaliDate(job.posted_at))}
        </Text>
        <Text>{job.summary}</Text>
        {/* Unmounted while closed, so the card stays short and the lists are read only when asked for. */}
        <Accordion variant="contained" radius="md" keepMounted={false}>
          <Accordion.Item value="details">
            <Accordion.Control mih={44}>{t.openings.details}</Accordion.Control>
            <Accordion.Panel>
              <Title order={4} size="h5" mb={4}>
                {t.openings.responsibilities}
              </Title>
              <List mb="md">
                {job.responsibilities.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Title order={4} size="h5" mb={4}>
                {t.openings.requirements}
              </Title>
              <List>
                {job.requirements.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group>
          <Button
            component={Link}
            to={paths.public.contactUsHref('hire')}
            size="md"
            mih={44}
            aria-label={t.openings.applyFor(job.title)}
          >
            {t.openings.apply}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
