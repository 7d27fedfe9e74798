import { Box, Button, Center, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, ErrorState, queryFallback } from '@/shared/ui/states';
import { ChatComposer } from './chat-composer';
import { ChatThread, type ChatThreadHandle } from './chat-thread';
import type { ChatContent, ChatItem, Conversation } from './conversation-core';
import { chatText as t } from './strings';

/** The least height of the conversation (older button, a few messages, the composer); below it the page scrolls. */
const MIN_HEIGHT = 420;

/**
 * Where `element` starts in the page (px from the document's top), measured after each render and
 * when the window changes size, so the conversation can take the rest of the screen.
 */
function useDocumentTop(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const box = element.current;
      if (box) setTop(Math.round(box.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return top;
}

interface ChatConversationProps {
  conversation: Conversation;
  /** Scroll to this message and highlight it, loading older pages until it is there. */
  focusMessageId?: number;
  /** The other party's name (the thread's label and their images' alt text). */
  otherName: string;
}

/** The thread (virtualised, day separators, bubbles, older pages on scroll up) and the composer. */
export function ChatConversation({ conversation, focusMessageId, otherName }: ChatConversationProps) {
  const [editing, setEditing] = useState<ChatItem | null>(null);
  const [confirming, setConfirming] = useState<ChatItem | null>(null);
  const thread = useRef<ChatThreadHandle>(null);
  const frame = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(frame);
  const { header, items, hasOlder, loadingOlder, olderError, loadOlder } = conversation;
  // Screen readers hear of a new message from the other party (the list itself is not live:
  // scrolling puts rows in and out of the page).
  const newest = items.at(-1);
  const [lastSeen, setLastSeen] = useState<ChatItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (newest && newest.status === 'sent' && newest.id !== lastSeen?.id) {
    setLastSeen(newest);
    // Later than the last one seen (not an older one left at the end by a delete), and theirs.
    const later =
      lastSeen !== null &&
      (newest.timestamp > lastSeen.timestamp || (newest.timestamp === lastSeen.timestamp && newest.id > lastSeen.id));
    if (later && !conversation.isMine(newest)) setAnnouncement(t.newMessage(otherName));
  }

  // A failed refresh keeps the thread already shown; only a thread never read shows its loading or error.
  if (!header.data) return queryFallback([header], { errorMessage: t.loadError });

  const send = (content: ChatContent) => {
    conversation.send(content);
    // One's own message is always brought into view, wherever the reader was.
    requestAnimationFrame(() => thread.current?.scrollToEnd());
  };

  return (
    <Paper
      ref={frame}
      withBorder
      radius="md"
      // The screen's height below the conversation's top, less what a layout keeps at the bottom (the
      // pupil's fixed bottom bar sets --app-bottom-room) and the page's padding: the composer and
      // «بفرست» always stand in sight, and the thread takes whatever is left.
      h={`max(${MIN_HEIGHT}px, calc(100dvh - ${top}px - var(--app-bottom-room, 0px) - var(--mantine-spacing-md)))`}
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Stack gap={0} flex={1} mih={0}>
        {olderError != null ? (
          <ErrorState message={messageOf(olderError, errors.fetchData)} onRetry={loadOlder} />
        ) : (
          hasOlder && (
            <Center py={4}>
              <Button variant="subtle" mih={44} loading={loadingOlder} onClick={loadOlder}>
                {t.older}
              </Button>
            </Center>
          )
        )}
        {items.length === 0 ? (
          <Box flex={1}>
            <EmptyState title={t.emptyTitle} description={t.emptyDescription} />
          </Box>
        ) : (
          <ChatThread
            conversation={conversation}
            otherName={otherName}
            focusMessageId={focusMessageId}
            onEdit={setEditing}
            onRemove={setConfirming}
            handleRef={thread}
          />
        )}
        <ChatComposer
          draftScope={`chat:${conversation.otherId}`}
          onSend={send}
          editing={editing}
          onSave={conversation.edit}
          onCancelEdit={() => setEditing(null)}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t.confirmTitle}
        closeLabel={t.closeDialog}
        yes={t.yes}
        no={t.no}
        yesColor="red"
        pending={false}
        onYes={() => {
          if (confirming) conversation.remove(confirming.id);
          setConfirming(null);
        }}
      >
        {t.confirmBody}
      </ConfirmDialog>
    </Paper>
  );
}
