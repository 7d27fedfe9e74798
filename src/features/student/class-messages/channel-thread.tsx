import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getListChannelMessagesQueryOptions } from '@/api/generated/endpoints/chat/chat';
import { errors, messageOf } from '@/shared/i18n/errors';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { MessageItem } from './message-item';
import { t } from './strings';
import { daysOf, mergePages, type ChannelDay } from './thread-values';

/** Messages per page: the contract's default. */
export const PAGE_SIZE = 20;

/**
 * One class-and-course channel, newest first like the contract's pages: the latest message is
 * what a pupil opens the page for, and it is at the top without scrolling; older pages are
 * added below on request. Pages come from the generated query options, one query per page, so
 * each page is cached and refreshed on its own (the contract pages by number, not by cursor).
 */
export function ChannelThread({ classId, courseId }: { classId: number; courseId: number }) {
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
  if (messages.length === 0) return <EmptyState title={t.empty.title} description={t.empty.description} />;
  // The newest answer knows best how many pages there are now.
  const totalPages = last.data?.total_pages ?? first.data.total_pages;

  return (
    <Stack gap="lg">
      {daysOf(messages).map((day) => (
        <DayGroup key={day.date} day={day} />
      ))}
      {last.isError && !last.isFetching ? (
        <ErrorState message={messageOf(last.error, errors.fetchData)} onRetry={() => void last.refetch()} />
      ) : pageCount < totalPages || last.isPending ? (
        <Center>
          <Button variant="light" mih={44} loading={last.isPending} onClick={() => setPageCount((count) => count + 1)}>
            {t.older}
          </Button>
        </Center>
      ) : (
        totalPages > 1 && (
          <Text ta="center" c="dimmed" size="sm">
            {t.noOlder}
          </Text>
        )
      )}
    </Stack>
  );
}

/** A day's heading (the Jalali date, as a separator) and its messages. */
function DayGroup({ day }: { day: ChannelDay }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Center>
        <Title
          id={id}
          order={2}
          size="sm"
          fw={600}
          c="dimmed"
          px="md"
          py={4}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 999 }}
        >
          {day.date}
        </Title>
      </Center>
      {day.messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}
