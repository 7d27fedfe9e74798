import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { common } from '@/shared/i18n/common';

/** Spinner for a screen or section being loaded; `fullPage` centres it in the viewport (default false). */
export function LoadingState({ fullPage = false, label = common.loading }: { fullPage?: boolean; label?: string }) {
  return (
    <Center mih={fullPage ? '100dvh' : 200} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A failed call: the catalogued Persian message and, when `onRetry` is given, a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title={common.errorTitle} role="alert" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        {onRetry && (
          <Button variant="white" color="red" onClick={onRetry} mih={44}>
            {common.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Nothing to show yet: a short Persian explanation and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={700} size="lg">
        {title}
      </Text>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}
