import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { OlderMessages } from '@/shared/channel/older-messages';
import { useChannelPages } from '@/shared/channel/use-channel-pages';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { t } from './strings';
import { Composer } from './channel-composer';
import { MessageCard } from './channel-message-card';

/**
 * The class channel of one course, newest first (the contract's order): the composer on top, the
 * messages under it, older pages on request. With …/edit/:messageId in the address the composer
 * edits that message instead of posting.
 */
export function ChannelTab({ classId, courseId }: { classId: number; courseId: number }) {
  const { messageId } = useParams();
  const channel = useChannelPages(classId, courseId);
  const { first, messages } = channel;

  const waiting = queryFallback([first]);
  if (waiting) return waiting;

  const editing = messageId === undefined ? undefined : messages.find((message) => String(message.id) === messageId);

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.channel.heading}
      </Title>
      {/* A new key per mode: switching between posting and editing starts from the right text. */}
      <Composer
        key={messageId ?? 'new'}
        classId={classId}
        courseId={courseId}
        editing={editing}
        editMissing={messageId !== undefined && editing === undefined}
      />
      {messages.length === 0 ? (
        <EmptyState title={t.channel.empty.title} description={t.channel.empty.description} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} classId={classId} courseId={courseId} />
            </li>
          ))}
        </Stack>
      )}
      <OlderMessages channel={channel} older={t.channel.older} noOlder={t.channel.noOlder} />
    </Stack>
  );
}
