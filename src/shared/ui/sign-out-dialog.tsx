import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { signOutText } from './sign-out-strings';

/** Sign-out confirmation (README, product rules: messages): «مطمئنم» goes through /exit, «بستن» keeps the session. */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders the header as <header>: inside a dialog it must not be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>{signOutText.title}</Modal.Title>
          <Modal.CloseButton aria-label={signOutText.close} />
        </Modal.Header>
        <Modal.Body>
          <Text mb="lg">{signOutText.question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {signOutText.close}
            </Button>
            <Button color="red" onClick={() => navigate(paths.exit)}>
              {signOutText.confirm}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
