import { Button, Center, Text } from '@mantine/core';
import { queryPhase } from '@/shared/ui/query-phase';
import { queryFallback } from '@/shared/ui/states';
import type { ChannelPages } from './use-channel-pages';

/**
 * The foot of a channel: «پیام‌های قدیمی‌تر» while older pages remain (busy while one loads), the
 * older page's failure with a retry, or «no older messages» once everything is shown.
 */
export function OlderMessages({
  channel: { last, pageCount, totalPages, loadOlder },
  older,
  noOlder,
}: {
  channel: ChannelPages;
  older: string;
  noOlder: string;
}) {
  if (queryPhase(last) === 'error') return queryFallback([last]);
  if (pageCount < totalPages || last.isPending)
    return (
      <Center>
        <Button variant="light" mih={44} loading={last.isPending} onClick={loadOlder}>
          {older}
        </Button>
      </Center>
    );
  return totalPages > 1 ? (
    <Text ta="center" c="dimmed" size="sm">
      {noOlder}
    </Text>
  ) : null;
}
