import { AppShell, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { Brand } from '@/shared/ui/brand';
import { SignOutDialog } from '@/shared/ui/sign-out-dialog';

/** The signed-in area: tinted background, a header with the user's name and sign-out. */
export function AppLayout() {
  const { user } = useSession();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: { base: 64, sm: 80 } }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="sm" wrap="nowrap">
              {user && (
                <Text visibleFrom="xs" fw={500}>
                  {`${user.first_name} ${user.last_name}`.trim() || user.username}
                </Text>
              )}
              <Button variant="light" color="red" onClick={open}>
                {common.logout}
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-primary-color-0)">
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
      <SignOutDialog opened={confirming} onClose={close} />
    </AppShell>
  );
}
