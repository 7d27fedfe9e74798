import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { ChannelMessage } from '@/api/generated/model';
import { formatJalaliDate, formatJalaliDateTime, formatTime } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';
import { DeleteDialog } from './channel-delete-dialog';
import { MessageBody } from '@/shared/channel/message-body';

/** One message: sender, Jalali date and time, its text, and (for one's own) edit and delete. */
export function MessageCard({
  message,
  classId,
  courseId,
}: {
  message: ChannelMessage;
  classId: number;
  courseId: number;
}) {
  const [confirming, { open, close }] = useDisclosure(false);
  const name = `${message.sender.first_name} ${message.sender.last_name}`.trim();
  const when = formatJalaliDateTime(message.created_at);
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="center">
          <UserAvatar name={name} picture={message.sender.profile_url} alt={t.channel.avatarAlt(name)} size="md" />
          <Stack gap={0} miw={0}>
            <Text fw={700} component="h3" size="md" m={0}>
              {t.channel.sender(name, common.roles[message.sender.role])}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={message.created_at} title={when}>
                {formatJalaliDate(message.created_at)} {t.channel.at(formatTime(message.created_at))}
              </time>
              {message.edited_at && <span> {t.channel.edited}</span>}
            </Text>
          </Stack>
        </Group>
        <MessageBody message={message.message} senderName={name} />
        {message.is_mine && (
          <Group gap="xs" justify="flex-end">
            <Button
              component={Link}
              to={paths.teacher.classCourseEditHref(classId, courseId, 'messages', message.id)}
              variant="subtle"
              mih={44}
              aria-label={t.channel.editOf(when)}
            >
              {t.channel.edit}
            </Button>
            <Button variant="subtle" color="red" mih={44} onClick={open} aria-label={t.channel.deleteOf(when)}>
              {t.channel.delete}
            </Button>
          </Group>
        )}
      </Stack>
      <DeleteDialog opened={confirming} onClose={close} message={message} />
    </Paper>
  );
}
