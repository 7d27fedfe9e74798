import { Box, Container, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { common } from '@/shared/i18n/common';
import { Brand } from './brand';

/**
 * The app's frame before a role's layout can be drawn (no user yet): the header with the brand
 * and a main area. A reload shows this at once, so a slow network or an outage never leaves a
 * blank page.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-primary-color-0)">
      <Box
        component="header"
        px="md"
        py={8}
        bg="var(--mantine-color-body)"
        bd="0 0 1px 0 solid var(--mantine-color-gray-3)"
      >
        <Group justify="space-between" wrap="nowrap">
          <Brand />
        </Group>
      </Box>
      <Container component="main" size="lg" py="xl">
        {children}
      </Container>
    </Box>
  );
}

/** A page's shape while it loads inside the frame: a heading and a few cards, announced as loading. */
export function FrameSkeleton() {
  return (
    <AppFrame>
      <Stack gap="md" role="status" aria-live="polite">
        {/* Said, not shown: the skeleton is the picture; tests and the e2e walks wait on this text. */}
        <VisuallyHidden>{common.loading}</VisuallyHidden>
        <Skeleton height={32} width="40%" radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    </AppFrame>
  );
}
