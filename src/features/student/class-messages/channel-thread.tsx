import { Center, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { OlderMessages } from '@/shared/channel/older-messages';
import { useChannelPages } from '@/shared/channel/use-channel-pages';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { MessageItem } from './message-item';
import { t } from './strings';
import { daysOf, type ChannelDay } from './thread-values';

/**
 * One class-and-course channel, newest first like the contract's pages: the latest message is
 * what a pupil opens the page for, and it is at the top without scrolling; older pages are
 * added below on request. Pages come from the generated query options, one query per page, so
 * each page is cached and refreshed on its own (the contract pages by number, not by cursor).
 */
export function ChannelThread({ classId, courseId }: { classId: number; courseId: number }) {
  const channel = useChannelPages(classId, courseId);
  const { first, messages } = channel;

  const waiting = queryFallback([first]);
  if (waiting) return waiting;

  if (messages.length === 0) return <EmptyState title={t.empty.title} description={t.empty.description} />;

  return (
    <Stack gap="lg">
      {daysOf(messages).map((day) => (
        <DayGroup key={day.date} day={day} />
      ))}
      <OlderMessages channel={channel} older={t.older} noOlder={t.noOlder} />
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
