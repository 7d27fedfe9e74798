import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { getListChannelMessagesQueryOptions } from '@/api/generated/endpoints/chat/chat';
import type { ChannelMessage } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { t } from './strings';
import { Composer } from './channel-composer';
import { MessageCard } from './channel-message-card';

/** Messages per page: the contract's default. */
export const PAGE_SIZE = 20;

/**
 * The class channel of one course, newest first (the contract's order): the composer on top, the
 * messages under it, older pages on request. With …/edit/:messageId in the address the composer
 * edits that message instead of posting.
 */
export function ChannelTab({ classId, courseId }: { classId: number; courseId: number }) {
  const { messageId } = useParams();
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      getListChannelMessagesQueryOptions({ classId, courseId, page: index + 1, size: PAGE_SIZE }),
    ),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;

  if (first.isPending || (first.isError && first.isFetching)) return <LoadingState />;
  if (first.isError)
    return <ErrorState message={messageOf(first.error, errors.fetchData)} onRetry={() => void first.refetch()} />;

  const messages = mergePages(pages.map((page) => page.data?.results ?? []));
  const editing = messageId === undefined ? undefined : messages.find((message) => String(message.id) === messageId);
  const totalPages = last.data?.total_pages ?? first.data.total_pages;

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
      {last.isError && !last.isFetching ? (
        <ErrorState message={messageOf(last.error, errors.fetchData)} onRetry={() => void last.refetch()} />
      ) : pageCount < totalPages || last.isPending ? (
        <Center>
          <Button variant="light" mih={44} loading={last.isPending} onClick={() => setPageCount((count) => count + 1)}>
            {t.channel.older}
          </Button>
        </Center>
      ) : (
        totalPages > 1 && (
          <Text ta="center" c="dimmed" size="sm">
            {t.channel.noOlder}
          </Text>
        )
      )}
    </Stack>
  );
}

/** The loaded pages as one list, newest first; a message shifted onto the next page by a new one is kept once. */
function mergePages(pages: ChannelMessage[][]): ChannelMessage[] {
  const byId = new Map<number, ChannelMessage>();
  for (const message of pages.flat()) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
