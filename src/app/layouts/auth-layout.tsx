import { Box, Center, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Brand } from '@/shared/ui/brand';

/** Sign-in, registration and password recovery: one centred card on the tinted background. */
export function AuthLayout() {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-primary-color-0)" py="xl" px="md">
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Brand />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
