import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Agent } from '@/api/generated/model';
import { telHref } from '@/shared/digits';
import { phoneText } from './agent-values';
import { t } from './strings';

const c = t.detail.contact;

/** One labelled line of the contact box. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The agent's phone (a call button), e-mail when there is one, address and working hours. */
export function AgentContact({ agent }: { agent: Agent }) {
  const id = useId();
  const phone = phoneText(agent.phone);
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="lg" bg="var(--mantine-color-white)">
      <Stack gap="md">
        <Title id={id} order={2} size="h3">
          {c.title}
        </Title>
        <Line label={c.phone}>
          <Button
            component="a"
            href={telHref(agent.phone)}
            size="lg"
            fullWidth
            dir="ltr"
            aria-label={t.card.call(agent.full_name, phone)}
          >
            {phone}
          </Button>
        </Line>
        {agent.email && (
          <Line label={c.email}>
            <Anchor
              href={`mailto:${agent.email}`}
              dir="ltr"
              mih={44}
              display="inline-flex"
              style={{ alignItems: 'center' }}
            >
              {agent.email}
            </Anchor>
          </Line>
        )}
        <Line label={c.address}>
          <Text>{agent.address}</Text>
        </Line>
        <Line label={c.hours}>
          <Text>{agent.working_hours}</Text>
        </Line>
      </Stack>
    </Paper>
  );
}
