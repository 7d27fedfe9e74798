import { Badge, DataList, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Webinar } from '@/api/generated/model';
import { formatJalaliDate, formatTime } from '@/shared/dates';
import { formatNumber } from '@/shared/digits';
import { PageSection } from '@/shared/ui/public-page';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';
import { priceOf, seatsOf } from './webinar-values';

/** When, how long, where, how much, how many seats and whether there is a certificate. */
export function WebinarFacts({ webinar }: { webinar: Webinar }) {
  const facts: [label: string, value: string][] = [
    [t.facts.date, formatJalaliDate(webinar.starts_at)],
    [t.facts.time, t.facts.at(formatTime(webinar.starts_at))],
    [t.facts.duration, t.facts.minutes(formatNumber(webinar.duration_minutes))],
    [t.facts.platform, webinar.platform],
    [t.facts.price, priceOf(webinar)],
    [t.facts.seats, seatsOf(webinar)],
  ];
  if (webinar.certificate !== undefined) {
    facts.push([t.facts.certificate, webinar.certificate ? t.facts.withCertificate : t.facts.withoutCertificate]);
  }
  return (
    <PageSection title={t.facts.title}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <DataList withDivider size="md" labelWidth={110}>
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="gray.7">{label}</DataList.ItemLabel>
              <DataList.ItemValue fw={600}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Paper>
    </PageSection>
  );
}

/** What the webinar covers, as a numbered list. */
export function WebinarTopics({ topics }: { topics: readonly string[] }) {
  return (
    <PageSection title={t.topics.title} tinted>
      <List type="ordered" spacing="sm" size="lg">
        {topics.map((topic) => (
          <List.Item key={topic}>{topic}</List.Item>
        ))}
      </List>
    </PageSection>
  );
}

/** The speakers: photo (or initials), name and what they do. */
export function WebinarSpeakers({ speakers }: { speakers: Webinar['speakers'] }) {
  return (
    <PageSection title={t.speakers.title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {speakers.map((speaker) => (
          <Paper key={speaker.name} withBorder radius="lg" p="lg">
            <Group wrap="nowrap" gap="md">
              <UserAvatar
                name={speaker.name}
                picture={speaker.photo}
                alt={t.speakers.photoAlt(speaker.name)}
                size={64}
              />
              <div>
                <Title order={3} size="h4">
                  {speaker.name}
                </Title>
                <Text c="gray.7">{speaker.title}</Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

/** Who the webinar is for. */
export function WebinarAudiences({ audiences }: { audiences: Webinar['audiences'] }) {
  return (
    <PageSection title={t.audiences.title} tinted>
      <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {audiences.map((audience) => (
          <li key={audience}>
            <Badge size="xl" variant="light" radius="md" tt="none">
              {t.audiences.labels[audience]}
            </Badge>
          </li>
        ))}
      </Group>
    </PageSection>
  );
}
