import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getListChannelMessagesQueryKey, useDeleteChannelMessage } from '@/api/generated/endpoints/chat/chat';
import type { ChannelMessage } from '@/api/generated/model';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { t } from './strings';

/** Asks before a message is deleted for the whole class; a failed delete says why and stays open. */
export function DeleteDialog({
  opened,
  onClose,
  message,
}: {
  opened: boolean;
  onClose: () => void;
  message: ChannelMessage;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteChannelMessage({
    mutation: {
      onSuccess: () => {
        onClose();
        void queryClient.invalidateQueries({ queryKey: getListChannelMessagesQueryKey() });
      },
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.channel.confirm.title}
      closeLabel={t.channel.confirm.close}
      yes={t.channel.confirm.yes}
      no={t.channel.confirm.no}
      yesColor="red"
      onYes={() => remove.mutate({ id: message.id })}
      pending={remove.isPending}
      error={remove.error}
    >
      <Text>{t.channel.confirm.body}</Text>
      <Text c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </ConfirmDialog>
  );
}
