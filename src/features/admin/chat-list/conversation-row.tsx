import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ChatListItem } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/** One conversation: who, their last message on one line and the unread count; opens the thread. */
export function ConversationRow({ item }: { item: ChatListItem }) {
  const name = `${item.first_name} ${item.last_name}`.trim() || item.username;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={paths.admin.chatHref(item.id)}
        display="block"
        w="100%"
        mih={44}
        p="sm"
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group wrap="nowrap" gap="sm" align="center">
          <UserAvatar name={name} picture={item.profile_url} alt={t.avatarAlt(name)} size="md" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} truncate="end">
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {item.subtitle ?? item.username}
            </Text>
            {/* Unread conversations stand out, as in any inbox. */}
            <Text
              size="sm"
              truncate="end"
              fw={item.unread_count > 0 ? 700 : undefined}
              c={item.last_message === null ? 'dimmed' : undefined}
            >
              {item.last_message ?? t.noMessageYet}
            </Text>
          </Stack>
          {item.unread_count > 0 && (
            <>
              {/* The badge shows the number; the words are for screen readers, inside the link's name. */}
              <Badge circle size="lg" aria-hidden>
                {toPersianDigits(item.unread_count)}
              </Badge>
              <VisuallyHidden>{t.unread(item.unread_count)}</VisuallyHidden>
            </>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}
