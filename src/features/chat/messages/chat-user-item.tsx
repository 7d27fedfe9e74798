import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ChatListItem } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/** True for the support admin's item, which the list puts first and names «پشتیبانی». */
export const isSupport = (item: ChatListItem) => item.role === 'SYS_ADMIN';

/** One person one may write to: a card linking to the conversation, with the unread count and the last message. */
export function ChatUserItem({ item, href }: { item: ChatListItem; href: string }) {
  const name = `${item.first_name} ${item.last_name}`.trim() || item.username;
  const support = isSupport(item);
  const subtitle = support ? t.supportSubtitle(name, item.subtitle ?? '') : (item.subtitle ?? '');
  return (
    <Paper
      component={Link}
      to={href}
      withBorder
      radius="lg"
      p="sm"
      mih={64}
      display="block"
      style={{ color: 'inherit', textDecoration: 'none' }}
      bg={support ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <UserAvatar name={support ? t.support : name} picture={item.profile_url} alt={t.avatarAlt(name)} size="md" />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={700} truncate>
            {support ? t.support : name}
          </Text>
          {subtitle && (
            <Text size="sm" c="dimmed" truncate>
              {subtitle}
            </Text>
          )}
          {/* The server's text as text: React escapes it, and one line keeps the card short. */}
          <Text size="sm" truncate c={item.last_message ? undefined : 'dimmed'}>
            {item.last_message ?? t.noMessage}
          </Text>
        </Stack>
        {item.unread_count > 0 && (
          <Badge size="lg" circle={item.unread_count < 10} style={{ flexShrink: 0 }}>
            {toPersianDigits(item.unread_count)}
            <VisuallyHidden> {t.unread}</VisuallyHidden>
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
