import { Divider, Modal, Stack } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { AvatarPicker } from './avatar-picker';
import { PictureUpload } from '@/shared/profile/picture-upload';
import { t } from './strings';

/** The picture dialog: one of the ready avatars, or a photo of one's own; either change closes it. */
export function AvatarDialog({ opened, onClose, profile }: { opened: boolean; onClose: () => void; profile: Profile }) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders the header as <header>: inside a dialog it must not be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{t.avatar.title}</Modal.Title>
          <Modal.CloseButton aria-label={t.avatar.close} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="lg">
            <AvatarPicker profile={profile} onChanged={onClose} />
            <Divider />
            <PictureUpload profile={profile} onChanged={onClose} />
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
