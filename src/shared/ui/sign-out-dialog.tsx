import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';

export const signOutText = {
  title: 'خروج از حساب',
  question: 'آیا مطمئن هستید که می‌خواهید از سامانه خارج شوید؟',
  confirm: 'مطمئنم',
  close: 'بستن',
} as const;

/** Sign-out confirmation (spec §8): «مطمئنم» goes through /exit, «بستن» keeps the session. */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={signOutText.title}
      centered
      closeButtonProps={{ 'aria-label': signOutText.close }}
    >
      <Text mb="lg">{signOutText.question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {signOutText.close}
        </Button>
        <Button color="red" onClick={() => navigate(paths.exit)}>
          {signOutText.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
