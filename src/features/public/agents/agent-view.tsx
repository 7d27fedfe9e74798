import { Box, Container, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Agent } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { formatNumber } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero } from '@/shared/ui/public-page';
import { AgentAvatar } from './agent-card';
import { AgentContact } from './agent-contact';
import { paragraphsOf } from './agent-values';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const d = t.detail;

/** A titled block of the page (`h2`, a region landmark named by it). */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** Three figures at a glance: schools brought on, Jalali start date, towns covered. */
function Facts({ agent, since }: { agent: Agent; since: string }) {
  const facts = [
    { label: d.facts.schools, value: formatNumber(agent.schools_count) },
    { label: d.facts.since, value: since },
    { label: d.facts.areas, value: formatNumber(agent.areas.length) },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing={{ base: 'xs', sm: 'sm' }} m={0}>
      {facts.map((fact) => (
        <Paper key={fact.label} withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} bg="var(--mantine-color-gray-0)">
          <Text component="dt" size="sm" c="gray.7">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={800} fz={{ base: 'md', sm: 'xl' }}>
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** An agent's page: who they are, what they do, where, and how to reach them. */
export function AgentView({ agent }: { agent: Agent }) {
  const since = formatJalaliDate(agent.since);
  return (
    <>
      <PageHero
        eyebrow={d.eyebrow(agent.province)}
        title={agent.full_name}
        lead={d.lead(agent.agency_name, t.place(agent.city, agent.province), since)}
        art={<AgentAvatar agent={agent} size={160} />}
      />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Grid gap="xl">
          {/* Contact first: reaching the agent is why most visitors open this page. */}
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AgentContact agent={agent} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Facts agent={agent} since={since} />
              <Block title={d.about}>
                <Stack gap="sm">
                  {paragraphsOf(agent.bio).map((paragraph) => (
                    <Text key={paragraph} size="lg" lh={1.9}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Block>
              {agent.services.length > 0 && (
                <Block title={d.services}>
                  <List spacing="xs" size="lg">
                    {agent.services.map((service) => (
                      <List.Item key={service}>{service}</List.Item>
                    ))}
                  </List>
                </Block>
              )}
              {agent.areas.length > 0 && (
                <Block title={d.areas}>
                  <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                    {agent.areas.map((area) => (
                      <StatusChip key={area} component="li" variant="outline">
                        {area}
                      </StatusChip>
                    ))}
                  </Group>
                </Block>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <CtaBand
        title={d.cta.title}
        body={d.cta.body(agent.full_name)}
        actions={[
          { label: d.cta.register, to: paths.auth.register },
          { label: d.cta.all, to: paths.public.agents, variant: 'outline' },
        ]}
      />
    </>
  );
}
