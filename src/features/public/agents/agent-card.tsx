import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AgentSummary } from '@/api/generated/model';
import { telHref } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { phoneText } from './agent-values';
import { t } from './strings';

/** The agent's photo, or the initials on the theme colour when there is none (contract: photo null). */
export function AgentAvatar({ agent, size }: { agent: AgentSummary; size: number }) {
  return <UserAvatar name={agent.full_name} picture={agent.photo} alt={t.card.avatar(agent.full_name)} size={size} />;
}

/** One agent in the directory: who, where, how many schools, a call button and the way to the agent's page. */
export function AgentCard({ agent }: { agent: AgentSummary }) {
  const phone = phoneText(agent.phone);
  return (
    <Paper component="article" withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <AgentAvatar agent={agent} size={56} />
          <Stack gap={2} miw={0}>
            <Title order={3} size="h4">
              {agent.full_name}
            </Title>
            <Text c="gray.7">{agent.agency_name}</Text>
          </Stack>
        </Group>
        <Group gap="xs" justify="space-between">
          <Text fw={700}>{t.place(agent.city, agent.province)}</Text>
          <Text c="var(--mantine-primary-color-filled)" fw={700}>
            {t.card.schools(agent.schools_count)}
          </Text>
        </Group>
        {agent.areas.length > 0 && (
          <Text size="sm" c="gray.7">
            {t.card.areas} {agent.areas.join('، ')}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          <Button
            component="a"
            href={telHref(agent.phone)}
            variant="outline"
            mih={44}
            fullWidth
            dir="ltr"
            aria-label={t.card.call(agent.full_name, phone)}
          >
            {phone}
          </Button>
          <Button
            component={Link}
            to={paths.public.agentHref(agent.id)}
            mih={44}
            fullWidth
            aria-label={t.card.viewName(agent.full_name)}
          >
            {t.card.view}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
