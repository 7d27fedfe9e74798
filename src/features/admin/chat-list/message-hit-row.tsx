import { Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminChatMessageHit } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { highlightParts } from './highlight';

/** A message holding the search word, the word marked; opens its thread scrolled to it. */
export function MessageHitRow({ hit, word }: { hit: AdminChatMessageHit; word: string }) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={paths.admin.chatHref(hit.userid, hit.id)}
        display="block"
        w="100%"
        mih={44}
        p="sm"
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={2}>
          <Text fw={700} truncate="end">
            {hit.full_name}
          </Text>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {highlightParts(hit.message, word).map((part, index) =>
              // The parts of one message never move, so their index is a stable key.
              part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
            )}
          </Text>
        </Stack>
      </UnstyledButton>
    </li>
  );
}
