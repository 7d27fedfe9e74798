import { Box, Button, Group, Image, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { MessageBody } from '@/shared/channel/message-body';
import type { ChatItem } from './conversation-core';
import { snippetOf } from './chat-rows';
import { chatTime } from './chat-time';
import { chatText as t } from './strings';

interface ChatBubbleProps {
  item: ChatItem;
  mine: boolean;
  /** Who sent it, for an image's alt text. */
  senderName: string;
  /** The message a search opened: highlighted and announced. */
  focused: boolean;
  onEdit: (item: ChatItem) => void;
  onRemove: (item: ChatItem) => void;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

/** One message: own on the inline end, the other party's on the inline start (RTL aware), 70% wide at most. */
export const ChatBubble = memo(function ChatBubble({
  item,
  mine,
  senderName,
  focused,
  onEdit,
  onRemove,
  onRetry,
  onDiscard,
}: ChatBubbleProps) {
  const snippet = snippetOf(item.message, t.imageSnippet);
  const failed = item.status === 'failed';
  return (
    <Stack
      gap={2}
      align={mine ? 'flex-end' : 'flex-start'}
      py={4}
      px="sm"
      aria-current={focused ? 'true' : undefined}
      data-message-id={item.id}
    >
      <Paper
        maw="70%"
        px="md"
        py="xs"
        radius="lg"
        withBorder={!mine}
        bg={focused ? 'yellow.1' : mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
        style={{
          outline: focused
            ? '2px solid var(--mantine-color-yellow-6)'
            : failed
              ? '1px dashed var(--mantine-color-red-6)'
              : undefined,
          minWidth: 0,
        }}
      >
        {focused && (
          <Text size="xs" fw={700}>
            {t.focused}
          </Text>
        )}
        {item.message !== null ? (
          <MessageBody message={item.message} senderName={senderName} />
        ) : item.url ? (
          <Image
            src={item.url}
            alt={t.imageAlt(senderName)}
            radius="md"
            maw="100%"
            mah={320}
            w="auto"
            fit="contain"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          // A picture without an address yet (or where no preview can be made) still shows it is one.
          <Text c="dimmed">{t.imageSnippet}</Text>
        )}
        <Text size="xs" c="dimmed" ta="end" mt={2}>
          {chatTime(item.timestamp)}
          {item.status === 'sending' && (
            <>
              <Loader size={10} ms={6} aria-hidden />
              <VisuallyHidden>{t.sending}</VisuallyHidden>
            </>
          )}
        </Text>
      </Paper>
      {failed && item.localId && (
        <Group gap={4} justify={mine ? 'flex-end' : 'flex-start'}>
          <Text size="sm" c="red.8" fw={600} role="status">
            {t.failed}
          </Text>
          <Button
            size="xs"
            variant="light"
            mih={44}
            onClick={() => onRetry(item.localId!)}
            aria-label={t.retryName(snippet)}
          >
            {t.retry}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            mih={44}
            onClick={() => onDiscard(item.localId!)}
            aria-label={t.discardName(snippet)}
          >
            {t.remove}
          </Button>
        </Group>
      )}
      {mine && item.status === 'sent' && (
        <Box>
          {item.message !== null && (
            <Button size="xs" variant="subtle" mih={44} onClick={() => onEdit(item)} aria-label={t.editName(snippet)}>
              {t.edit}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            mih={44}
            onClick={() => onRemove(item)}
            aria-label={t.removeName(snippet)}
          >
            {t.remove}
          </Button>
        </Box>
      )}
    </Stack>
  );
});
