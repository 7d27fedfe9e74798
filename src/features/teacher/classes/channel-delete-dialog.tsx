import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getListChannelMessagesQueryKey, useDeleteChannelMessage } from '@/api/generated/endpoints/chat/chat';
import type { ChannelMessage } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState } from '@/shared/ui/states';
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
    <Modal
      opened={opened}
      onClose={close}
      title={t.channel.confirm.title}
      closeButtonProps={{ 'aria-label': t.channel.confirm.close }}
      centered
    >
      <Stack gap="md">
        <Text>{t.channel.confirm.body}</Text>
        <Text c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {remove.isError && <ErrorState message={messageOf(remove.error, errors.sendInformation)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={close}>
            {t.channel.confirm.no}
          </Button>
          <Button color="red" mih={44} loading={remove.isPending} onClick={() => remove.mutate({ id: message.id })}>
            {t.channel.confirm.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
