import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ChannelMessage } from '@/api/generated/model';
import { formatJalaliDateTime, formatTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { MessageBody } from '@/shared/channel/message-body';
import { t } from './strings';

/** One message: who sent it (picture, name, role), when (the day is the group's heading) and its text. */
export function MessageItem({ message }: { message: ChannelMessage }) {
  const name = `${message.sender.first_name} ${message.sender.last_name}`.trim();
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="center">
          <UserAvatar name={name} picture={message.sender.profile_url} alt={t.avatarAlt(name)} size="md" />
          <Stack gap={0} miw={0}>
            <Text fw={700} component="h3" size="md" m={0}>
              {t.sender(name, common.roles[message.sender.role])}
            </Text>
            <Text size="sm" c="dimmed">
              {/* The full date and time for machines and tooltips; the day is already the group's heading. */}
              <time dateTime={message.created_at} title={formatJalaliDateTime(message.created_at)}>
                {t.at(formatTime(message.created_at))}
              </time>
              {message.edited_at && <span> {t.edited}</span>}
            </Text>
          </Stack>
        </Group>
        <MessageBody message={message.message} senderName={name} />
      </Stack>
    </Paper>
  );
}
