import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { Brand } from '@/shared/ui/brand';

/** Public pages: a top bar with the brand and the login button, then the page. */
export function PublicLayout() {
  return (
    <Box mih="100dvh">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Brand />
            <Button component={Link} to={paths.auth.login}>
              {common.login}
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
