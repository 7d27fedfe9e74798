import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ChatListItem } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { listTime } from './chat-time';
import { chatText as t } from './strings';

interface ChatListRowProps {
  item: ChatListItem;
  /** The conversation's page. */
  href: string;
  /** What the row calls the other party (default their full name; the users' list says «پشتیبانی»). */
  title?: string;
  /** The line under the name (default the item's subtitle, else its username). */
  subtitle?: string;
  /** What an item without messages says instead of the last message. */
  noMessage: string;
  /** A tinted background (support, first in the users' list). */
  tinted?: boolean;
}

/**
 * One conversation in a chat list, as a link to its thread: picture, name, who they are, the last
 * message on one line (as text) with its time, and the unread count. The admin's list and the users'
 * list share it.
 */
export function ChatListRow({ item, href, title, subtitle, noMessage, tinted = false }: ChatListRowProps) {
  const name = `${item.first_name} ${item.last_name}`.trim() || item.username;
  const unread = item.unread_count > 0;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={href}
        display="block"
        w="100%"
        mih={64}
        p="sm"
        bg={tinted ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group wrap="nowrap" gap="sm" align="center">
          <UserAvatar name={title ?? name} picture={item.profile_url} alt={t.avatarAlt(name)} size="md" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700} truncate="end" miw={0}>
                {title ?? name}
              </Text>
              {item.last_message_at && (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {listTime(item.last_message_at)}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate="end">
              {subtitle ?? item.subtitle ?? item.username}
            </Text>
            {/* The server's text as text (React escapes it); unread conversations stand out, as in any inbox. */}
            <Text
              size="sm"
              truncate="end"
              fw={unread ? 700 : undefined}
              c={item.last_message === null ? 'dimmed' : undefined}
              dir={item.last_message === null ? undefined : 'auto'}
            >
              {item.last_message ?? noMessage}
            </Text>
          </Stack>
          {unread && (
            <>
              {/* The badge shows the number; the words are for screen readers, inside the link's name. */}
              <Badge size="lg" circle={item.unread_count < 10} color="red.9" aria-hidden style={{ flexShrink: 0 }}>
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
