import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState } from './states';

interface ConfirmDialogProps {
  opened: boolean;
  /** Called by «no», the close button, Escape and the overlay; the caller resets its mutation there. */
  onClose: () => void;
  title: string;
  /** Accessible name of the header's close button. */
  closeLabel: string;
  /** What is asked (and any fields), above the error and the buttons. */
  children: ReactNode;
  yes: string;
  no: string;
  onYes: () => void;
  /** The «yes» button spins while the call is under way. */
  pending: boolean;
  /** The failed call's error, shown above the buttons with the catalogue's message; null/undefined shows nothing. */
  error?: unknown;
  /** Colour of «yes» (`red` for deletes); the theme's primary colour when left out. */
  yesColor?: string;
}

/** A centred dialog that asks before a call: body, the call's error if it failed (staying open), «no» and «yes». */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  closeLabel,
  children,
  yes,
  no,
  onYes,
  pending,
  error,
  yesColor,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }} centered>
      <Stack gap="md">
        {children}
        {error != null && <ErrorState message={messageOf(error, errors.sendInformation)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose}>
            {no}
          </Button>
          <Button color={yesColor} mih={44} loading={pending} onClick={onYes}>
            {yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
